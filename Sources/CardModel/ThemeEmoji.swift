/// A theme's emoji as the game reads them: the ones it plays, and every other one, in order.
///
/// What the game leaves out is kept in the file occurrence by occurrence, so its counts and
/// its keeping are both taken from `leftOut`.
struct ThemeEmoji {
    /// One reason emoji were left out, said once for each different emoji.
    struct Problem: Equatable {
        /// The emoji, quoted, and why it is left out.
        var text: String
        /// How many of its occurrences are left out.
        var leftOut: Int
    }

    /// The first `MemoryTheme.maximumEmoji` different emoji that can be a card's face.
    private(set) var used: [String] = []
    /// Every occurrence not in `used`, in the order of the file.
    private(set) var leftOut: [String] = []
    /// Why emoji were left out: each one that cannot be a face, and each used one repeated.
    ///
    /// Emoji beyond the most a theme holds are counted, not named.
    private(set) var problems: [Problem] = []
    /// Whether an emoji that could be a face was left out because the theme was full.
    private(set) var isOverTheMost = false

    /// Sorts `candidates`; `isTwoColumnEmoji` says which code points can be a card's face.
    init(_ candidates: [String], isTwoColumnEmoji: (Unicode.Scalar) -> Bool) {
        /// Each emoji left out with a reason, in the order its problem is first met.
        var named: [String] = []
        var reasons: [String: String] = [:]
        var occurrences: [String: Int] = [:]
        var isUsed: Set<String> = []
        for candidate in candidates {
            occurrences[candidate, default: 0] += 1
            if isUsed.contains(candidate) {
                if occurrences[candidate] == 2 { named.append(candidate) }
                leftOut.append(candidate)
            } else if let reason = ThemeFile.emojiProblem(candidate, isTwoColumnEmoji: isTwoColumnEmoji) {
                if reasons.updateValue(reason, forKey: candidate) == nil { named.append(candidate) }
                leftOut.append(candidate)
            } else if used.count == MemoryTheme.maximumEmoji {
                isOverTheMost = true
                leftOut.append(candidate)
            } else {
                used.append(candidate)
                isUsed.insert(candidate)
            }
        }
        problems = named.map { candidate in
            let quoted = "'\(candidate.escapingControlCharacters)'"
            let count = occurrences[candidate] ?? 0
            if let reason = reasons[candidate] {
                return Problem(
                    text: "\(quoted) \(reason); left out" + (count > 1 ? ", all \(count) times" : ""),
                    leftOut: count)
            }
            let times = count == 2 ? "twice" : "\(count) times"
            return Problem(
                text: "\(quoted) appears \(times); once is used, the rest kept in the file",
                leftOut: count - 1)
        }
    }

    /// What to write for a theme put in place of these emoji: `theme`'s own, then every one
    /// left out, less one occurrence of each emoji `theme` takes up that was not used before.
    ///
    /// An emoji the player dropped keeps its other occurrences; one the player added from
    /// those left out moves into the theme rather than being written twice.
    func keeping(_ theme: [String]) -> [String] {
        var taken: [String: Int] = [:]
        var wasUsed = Set(used)
        for emoji in theme where wasUsed.remove(emoji) == nil { taken[emoji, default: 0] += 1 }
        return theme
            + leftOut.filter { emoji in
                guard let count = taken[emoji], count > 0 else { return true }
                taken[emoji] = count - 1
                return false
            }
    }
}
