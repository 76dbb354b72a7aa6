import Render
import TableLayout
import Testing

@Suite struct ScreenTests {
    @Test func writesAreClippedToTheScreen() {
        var screen = Screen(size: Size(width: 5, height: 2))
        screen.write("hello world", x: -2, y: 0)
        screen.write("ok", x: 4, y: 1)
        screen.write("never", x: 0, y: 5)
        #expect(screen.text == "llo w\n    o")
    }

    @Test func wideCharactersTakeTwoCells() {
        var screen = Screen(size: Size(width: 6, height: 1))
        let end = screen.write("a🐶b", x: 0, y: 0)
        #expect(end == 4)
        #expect(screen[2, 0].isContinuation)
        #expect(screen.text == "a🐶b")
    }

    @Test func fillsAndBoxesWhollyOffScreenDrawNothing() {
        var screen = Screen(size: Size(width: 6, height: 4))
        for rect in [
            Rect(x: 10, y: 1, width: 4, height: 2), Rect(x: 1, y: 9, width: 3, height: 3),
            Rect(x: -8, y: -8, width: 3, height: 3), Rect(x: 2, y: 2, width: -3, height: 2),
        ] {
            screen.fill(rect, with: "x")
            screen.drawBox(rect, border: .rounded, style: .plain)
        }
        #expect(screen == Screen(size: Size(width: 6, height: 4)))
    }

    @Test func boxesAndFills() {
        var screen = Screen(size: Size(width: 6, height: 4))
        screen.drawBox(Rect(x: 0, y: 0, width: 5, height: 3), border: .rounded, style: .plain)
        screen.fill(Rect(x: 1, y: 1, width: 3, height: 1), with: "x")
        #expect(screen.text == "╭───╮\n│xxx│\n╰───╯\n")
    }
}
