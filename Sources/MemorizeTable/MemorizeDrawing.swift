import Animation
import CardModel
import GameTable
import Render
import TableLayout

/// Drawing a Memorize table: the deck while it deals, and every card as the stage has it now.
extension MemorizePresenter {
    public func paintPiles(layout: TableLayout, view: TableView, on screen: inout Screen) {
        let waiting = view.stage.waitingOnDeck(at: view.now)
        guard waiting > 0 else { return }
        PilePainter(options: view.options).paintPile(
            count: waiting, labels: ["\(waiting)"], emptyLabels: [], in: layout.deck, on: &screen,
            ink: Ink.theme(game.theme.color))
    }

    public func paintCard(
        _ sprite: SpriteFrame, slot: Int?, isFocused: Bool, view: TableView, on screen: inout Screen
    ) {
        let rect = sprite.rect
        if rect.width < 2 {
            screen.fill(rect, with: view.options.ascii ? "|" : "│", style: Style(Ink.theme(game.theme.color)))
            return
        }
        if sprite.isLeaving && sprite.opacity <= 0.05 { return }
        let card = game.memory.cards.first { $0.id == sprite.id }
        let face: MemoryCardPainter.Face
        if !sprite.isFaceUp {
            face = .down
        } else if sprite.leaving == .fade || card?.isMatched == true {
            face = .matched(opacity: sprite.opacity)
        } else {
            // Against others only pairs count: no bonus drains on the cards.
            face = .up(bonus: game.memory.isContest ? nil : card?.bonusRemaining(at: view.played) ?? 0)
        }
        MemoryCardPainter(options: view.options).paint(
            symbol: symbol(for: card?.content ?? "?", options: view.options), face: face,
            ink: Ink.theme(game.theme.color), isFocused: isFocused, in: rect, on: &screen,
            hasBonusRow: !game.memory.isContest)
    }

    /// What a card shows: its emoji, or its theme's ASCII stand-in where emoji cannot be shown.
    func symbol(for content: String, options: RenderOptions) -> String {
        guard options.ascii else { return content }
        return game.theme.emoji.firstIndex(of: content).map { game.asciiSymbols[$0] } ?? "?"
    }
}

/// Distinct ASCII stand-ins for a theme's emoji, for terminals that cannot show emoji.
public enum MemorySymbols {
    /// The signs a stand-in is one of.
    ///
    /// No I, O, 0 or 1, which read alike; as many as a theme may hold emoji, so every emoji
    /// of a theme gets one of its own.
    public static let ascii: [Character] = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789@#$%&*+=?")

    /// Words of emoji names that say little of the picture: their initials come last.
    static let vagueWords: Set<Substring> = ["FACE", "WITH", "OF", "AND", "THE", "SYMBOL", "SIGN"]

    /// One stand-in for each of `emoji`, distinct within the list, taken from the emoji's
    /// Unicode name where it can be (🐶 DOG FACE is `D`, 🦊 FOX FACE `F`, 🐮 COW FACE, with
    /// C and F taken, `W`), so every theme reads as itself (`G J M S B C` for Halloween,
    /// `D C M H R F` for Animals), and the same theme the same way every time.
    public static func standIns(for emoji: [String]) -> [String] {
        var used: Set<Character> = []
        return emoji.map { item in
            let name = item.unicodeScalars.first?.properties.name ?? ""
            let words = name.split(separator: " ")
            let initials =
                words.filter { !vagueWords.contains($0) } + words.filter { vagueWords.contains($0) }
            let candidates = initials.compactMap(\.first) + Array(name)
            guard
                let pick = candidates.first(where: { ascii.contains($0) && !used.contains($0) })
                    ?? ascii.first(where: { !used.contains($0) })
            else { return "?" }
            used.insert(pick)
            return String(pick)
        }
    }
}
