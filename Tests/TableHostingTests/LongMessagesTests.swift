import GameTable
import Render
import TableLayout
import Testing

@testable import SetTable
@testable import TableHosting

/// A message too long for a page's header is read whole under it at 80 columns: it was cut
/// with an ellipsis, the reason a table could not be joined (or a user let in) lost.
@Suite struct LongMessagesTests {
    static let size = Size(width: 80, height: 24)
    static let refusal =
        "Cannot join ann: You have 2 connections to this table already, the most one user may have."

    static func text(_ screen: Screen) -> String { screen.rows.joined(separator: "\n") }

    /// The words of `text` on `screen`, in order, whatever rows they were wrapped onto.
    static func shows(_ text: String, on screen: Screen) -> Bool {
        let words = screen.rows.flatMap { $0.split(separator: " ").map(String.init) }.joined(separator: " ")
        return words.contains(text)
    }

    @Test func theListOfTablesSaysWhyATableCouldNotBeJoinedWhole() {
        var scene = TableListScene(
            places: TablePlaces(environment: [:], directories: .init(environment: ["HOME": "/nonexistent"])),
            entries: [SetTable.entry], options: RenderOptions(),
            message: Chrome.Message(text: Self.refusal, tone: .bad))
        _ = scene.advance(to: 0, size: Self.size)
        var screen = Screen(size: Self.size)
        scene.render(into: &screen, now: 0)
        #expect(Self.shows(Self.refusal, on: screen), "\(Self.text(screen))")
        #expect(!Self.text(screen).contains("…"), "\(Self.text(screen))")
        #expect(screen.line(0).contains("q back"), "the keys stay in the header: \(screen.line(0))")
        #expect(Self.text(screen).contains("No table is open"), "the list is still shown")
    }

    @Test func theLobbySaysWhyAUserCouldNotBeLetInWhole() {
        let why =
            "bob cannot be let in: the table's folder /run/user/1000/cardtable could not be opened"
            + " to the group games (Operation not permitted)."
        let page = LobbyPage(
            title: "cardtable · Set · table ann", message: Chrome.Message(text: why, tone: .bad),
            keys: "q close", lines: [.blank(), LobbyPage.Line(["At the table: Ann."], rank: 1)],
            status: ["Ann"])
        var screen = Screen(size: Self.size)
        page.draw(on: &screen, options: RenderOptions())
        #expect(Self.shows(why, on: screen), "\(Self.text(screen))")
        #expect(Self.text(screen).contains("At the table: Ann."), "\(Self.text(screen))")
    }
}
