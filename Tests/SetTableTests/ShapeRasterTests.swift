import CardModel
import Render
import TableLayout
import Testing

@testable import SetTable

/// Set figures are drawn once for their size, then copied, and look the same either way.
@Suite struct FigureCacheTests {
    @Test func aFigureIsDrawnOnceForItsShapeShadingAndSize() {
        let cache = FigureCache(capacity: 8)
        var drawn = 0
        let key = FigureCache.Key(shape: .squiggle, shading: .striped, width: 9, height: 8)
        for _ in 0..<3 {
            _ = cache.figure(key) {
                drawn += 1
                return [true]
            }
        }
        #expect(drawn == 1)
        _ = cache.figure(FigureCache.Key(shape: .squiggle, shading: .striped, width: 9, height: 10)) {
            drawn += 1
            return [false]
        }
        #expect(drawn == 2)
        #expect(cache.count == 2)
    }

    @Test func aFullCacheStartsAgainRatherThanGrowing() {
        let cache = FigureCache(capacity: 4)
        for width in 1...9 {
            _ = cache.figure(FigureCache.Key(shape: .oval, shading: .open, width: width, height: 6)) { [] }
        }
        #expect(cache.count <= 4)
    }

    @Test(arguments: SetShape.allCases, SetShading.allCases)
    func aCopiedFigureIsTheFigureDrawnAfresh(shape: SetShape, shading: SetShading) {
        for (width, height) in [(7, 8), (9, 12), (13, 14)] {
            // Drawn twice into rasters: the second comes from the cache.
            var first = ShapeRaster(width: width + 4, height: height + 2)
            first.draw(shape, shading: shading, x: 2, y: 1, w: width, h: height)
            var second = ShapeRaster(width: width + 4, height: height + 2)
            second.draw(shape, shading: shading, x: 2, y: 1, w: width, h: height)
            let fresh = ShapeRaster.figure(shape, shading: shading, w: width, h: height)
            #expect(first.pixels == second.pixels)
            for y in 0..<height {
                for x in 0..<width {
                    #expect(
                        first[x + 2, y + 1] == fresh[y * width + x], "\(shape) \(shading) \(width)x\(height)")
                }
            }
            #expect(fresh.contains(true))
        }
    }
}

/// A raster's pixels go on screen as quadrant blocks, four pixels a cell.
@Suite struct ShapeRasterPaintTests {
    @Test func eachCellShowsTheBlockOfItsLitQuartersAndCellsWithNoneAreLeftAlone() {
        // Three cells across, one down: top left and bottom right lit; all four; none.
        var raster = ShapeRaster(columns: 3, rows: 1)
        raster.draw(.diamond, shading: .solid, x: 0, y: 0, w: 1, h: 1)
        raster.draw(.diamond, shading: .solid, x: 1, y: 1, w: 1, h: 1)
        raster.draw(.oval, shading: .solid, x: 2, y: 0, w: 2, h: 2)
        var screen = Screen(size: Size(width: 5, height: 3))
        screen.fill(screen.bounds, with: "·")
        raster.paint(on: &screen, x: 1, y: 1, style: Style(.cardRed))
        #expect(screen.text == "·····\n·▚█··\n·····")
        #expect(screen[1, 1].style == Style(.cardRed))
        #expect(screen[3, 1].style == .plain)
    }
}
