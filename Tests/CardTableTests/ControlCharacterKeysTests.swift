import Render
import TableLayout
import TerminalIO
import Testing

@testable import CardTableApp
@testable import GameTable

/// Screens that any key leaves take no control character as one.
///
/// Ctrl-S and Ctrl-Q reach the program as characters (it turns the terminal's flow control
/// off), and players press them by habit to pause and resume a terminal: in the review of
/// a replay, Ctrl-S went back to the replay.
@Suite struct ControlCharacterKeysTests {
    static let size = Size(width: 80, height: 24)
    static let flowControl: [InputEvent] = [.key(.character("\u{13}")), .key(.character("\u{11}"))]

    @Test func aPageStaysForCtrlSAndCtrlQAndGoesBackForAnyOtherKey() {
        var page = PageScene(title: "What you missed", options: RenderOptions()) { width, _ in
            Screen(size: Size(width: width, height: 3))
        }
        for key in Self.flowControl { #expect(page.handle(key, size: Self.size, now: 0) == .stay) }
        #expect(page.handle(.key(.character("x")), size: Self.size, now: 0) == .back(nil))
    }

    @Test func theStatisticsStayForCtrlSAndCtrlQ() {
        var statistics = StatisticsScene(options: RenderOptions(), records: [], catalog: .tested)
        for key in Self.flowControl { #expect(statistics.handle(key, size: Self.size, now: 0) == .stay) }
        #expect(statistics.handle(.key(.escape), size: Self.size, now: 0) == .open(.menu))
    }

    @Test func onlyTypedControlCharactersAreThem() {
        #expect(Key.character("\u{13}").isControlCharacter && Key.character("\u{7F}").isControlCharacter)
        #expect(![Key.character("s"), .enter, .escape, .tab, .other].contains { $0.isControlCharacter })
    }
}
