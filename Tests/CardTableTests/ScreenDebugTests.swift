import CardModel
import Render
import Testing
import TableLayout

@testable import CardTable

@Test func debugRender() {
    let scene = SetScene(seed: 1, options: RenderOptions(), now: 0)
    var screen = Screen(size: Size(width: 80, height: 24))
    scene.render(into: &screen, now: 0)
    print(screen.text)
}
