import Render
import Testing

@testable import NcursesTerminal

@Suite struct CellLookTests {
    @Test func blanksAreSpacesOnTheTerminalsBackgroundInAnyColourBoldOrDim() {
        #expect(CellLook.isBlank(Cell(" ")))
        #expect(CellLook.isBlank(Cell(" ", style: Style(.cardRed, [.bold, .dim]))))
        #expect(!CellLook.isBlank(Cell(" ", style: Style(.normal, background: .selected))))
        #expect(!CellLook.isBlank(Cell(" ", style: Style(.normal, [.reverse]))))
        #expect(!CellLook.isBlank(Cell(" ", style: Style(.normal, [.underline]))))
        #expect(!CellLook.isBlank(Cell("─")))
        #expect(!CellLook.isBlank(Cell(" ", isContinuation: true)))
    }

    @Test func aBlankTakesThePensColourAndBoldnessButNothingThatWouldShow() {
        var pen = Style.plain
        let border = Style(.matched, background: .matched, [.bold, .reverse])
        #expect(CellLook.style(of: Cell("║", style: border), pen: &pen) == border)
        #expect(pen == border)
        let blank = CellLook.style(of: Cell(" ", style: Style(.muted)), pen: &pen)
        #expect(blank == Style(.matched, [.bold]))
        // A blank does not become the pen: the next blank takes the same colour.
        #expect(pen == border)
    }

    @Test func aRowStartsWithThePenOfItsFirstCellThatIsNotBlank() {
        let figure = Style(.cardPurple)
        let cells = [Cell(" "), Cell(" ", style: Style(.focus)), Cell("▚", style: figure), Cell("│")]
        cells.withUnsafeBufferPointer { row in
            #expect(CellLook.firstPen(of: row) == figure)
        }
        [Cell(" "), Cell(" ")].withUnsafeBufferPointer { row in
            #expect(CellLook.firstPen(of: row) == .plain)
        }
    }

    @Test func cellsOfTheSameCharacterAndStyleAreTheSameBytes() {
        let cells = [Cell("▚", style: Style(.cardBack)), Cell("▚", style: Style(.cardBack)), Cell("▞")]
        cells.withUnsafeBufferPointer { row in
            #expect(CellLook.sameCharacter(row[0], row[1]))
            #expect(!CellLook.sameCharacter(row[0], row[2]))
        }
    }

    @Test func cellsThatAreTheSameBytesAreCountedAndTheirLastPenFound() {
        let before = [Cell("│"), Cell(" "), Cell("▚", style: Style(.cardBack)), Cell(" "), Cell("x")]
        var after = before
        after[4] = Cell("y")
        before.withUnsafeBufferPointer { shown in
            after.withUnsafeBufferPointer { row in
                #expect(CellLook.sameCells(row, shown, from: 0) == 4)
                #expect(CellLook.sameCells(row, shown, from: 4) == 0)
                #expect(CellLook.lastNotBlank(row, in: 0..<4) == 2)
                #expect(CellLook.lastNotBlank(row, in: 3..<4) == nil)
            }
        }
    }
}

@Suite struct CellLookLiteralTests {
    @Test func theLiteralBitsAreTextAttributesOwn() {
        #expect(CellLook.visibleOnBlank == TextAttributes([.reverse, .underline]).rawValue)
        #expect(TextAttributes.bold.rawValue == 1, "FrameWriter adds bold for high contrast as bit 0")
    }
}
