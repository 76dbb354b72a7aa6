import Animation
import Render
import TableLayout

/// How a game words and draws itself at the table: its part of every frame, apart from its rules.
///
/// A game hands the table one (`TableGame.presenter`), made from the game as it stands. The
/// table asks it what stands around the cards, the words of the status line, the panels and
/// a kept game's line, and has it paint the piles and each card. A presenter changes nothing:
/// every answer is a plain function of the game and a `TableView`.
public protocol TablePresenter: Sendable {
    /// The shape of the game's cards.
    static var cardShape: CardShape { get }
    /// How the table around the cards looks: piles, the deck, titles.
    var fixtures: TableFixtures { get }
    /// The status line's fields (the table adds the focused place in words).
    func statusFields(view: TableView) -> [Chrome.StatusField]
    /// The focused place in words, as a screen reader says it.
    func describe(_ focus: TableFocus, view: TableView) -> String
    /// The columns the longest of those words can take: the status line keeps that much
    /// room for them, so the other fields do not change as the focus moves.
    var widestDescription: Int { get }
    /// The help panel's lines; at a table shared between terminals (`sharing`), its keys.
    func helpLines(options: RenderOptions, sharing: TableSharing?) -> [String]
    /// The result panel's lines.
    func resultLines(view: TableView) -> [String]
    /// How the game stands, in a few words, for the end of a replay or of a watched game.
    func standingsLine(view: TableView) -> String
    /// When what the table shows next changes by itself (a countdown), in seconds of play.
    func nextChange(after played: Double, view: TableView) -> Double?
    /// What the header says as play goes on after a question answered no (whose call it
    /// still is), if more than "Carry on.".
    func resumingWords(view: TableView) -> String?
    /// Draws the piles (or the panel in their place) under the cards.
    func paintPiles(layout: TableLayout, view: TableView, on screen: inout Screen)
    /// Draws one card as it is in this frame; `slot` is its place while it is on the table.
    func paintCard(
        _ sprite: SpriteFrame, slot: Int?, isFocused: Bool, view: TableView, on screen: inout Screen)
}

extension TablePresenter {
    public var widestDescription: Int { 0 }
    public func nextChange(after played: Double, view: TableView) -> Double? { nil }
    public func resumingWords(view: TableView) -> String? { nil }
}
