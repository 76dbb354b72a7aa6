import Animation
import CardModel
import GameTable
import Render
import TableLayout

/// Drawing a Memorize table: the deck while it deals, and every card as the stage has it now.
extension MemorizeGame {
    public func paintPiles(layout: TableLayout, view: TableView, on screen: inout Screen) {
        let waiting = view.stage.waitingOnDeck(at: view.now)
        guard waiting > 0 else { return }
        PilePainter(options: view.options).paintPile(
            count: waiting, labels: ["\(waiting)"], emptyLabels: [], in: layout.deck, on: &screen,
            ink: Ink.theme(theme.color))
    }

    public func paintCard(
        _ sprite: SpriteFrame, slot: Int?, isFocused: Bool, view: TableView, on screen: inout Screen
    ) {
        let rect = sprite.rect
        if rect.width < 2 {
            screen.fill(rect, with: view.options.ascii ? "|" : "│", style: Style(Ink.theme(theme.color)))
            return
        }
        if sprite.isLeaving && sprite.opacity <= 0.05 { return }
        let card = memory.cards.first { $0.id == sprite.id }
        let face: MemoryCardPainter.Face
        if !sprite.isFaceUp {
            face = .down
        } else if sprite.leaving == .fade || card?.isMatched == true {
            face = .matched(opacity: sprite.opacity)
        } else {
            // Against others only pairs count: no bonus drains on the cards.
            face = .up(bonus: memory.isContest ? nil : card?.bonusRemaining(at: view.played) ?? 0)
        }
        MemoryCardPainter(options: view.options).paint(
            symbol: symbol(for: card?.content ?? "?", options: view.options), face: face,
            ink: Ink.theme(theme.color), isFocused: isFocused, in: rect, on: &screen,
            hasBonusRow: !memory.isContest)
    }

    /// What a card shows: its emoji, or a distinct ASCII symbol where emoji cannot be shown.
    func symbol(for content: String, options: RenderOptions) -> String {
        guard options.ascii else { return content }
        return MemorySymbols.ascii(at: theme.emoji.firstIndex(of: content) ?? 0)
    }
}

/// Distinct ASCII stand-ins for a theme's emoji, for terminals that cannot show emoji.
public enum MemorySymbols {
    /// One for each emoji a theme may hold.
    public static let ascii: [String] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789@#$%&*+=?".map(String.init)

    /// The stand-in for the emoji at `index` of a theme.
    public static func ascii(at index: Int) -> String {
        ascii[index % ascii.count]
    }
}
