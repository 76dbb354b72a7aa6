import Foundation

/// A change a game makes to a file of its own (Memorize's themes), as a value of the game's
/// own type: what the file holds after it, made from what it holds now.
public protocol FileChange: GameValue {
    /// The file's bytes after the change, made from its bytes now (nil: there is no file).
    ///
    /// Throws, in words for the player that name the file, when the file must not be
    /// written over (it holds what the game cannot read).
    func applied(to contents: Data?) throws -> Data
}

/// A file of a game's own to change, asked for as an effect (`TableEffect.update`): the app's
/// runner makes the change the careful way (under the file's lock, to the bytes it holds
/// then, written whole or not at all) and hands back what the file holds after it, or why
/// it could not (`EffectResult.updated`, `.notUpdated`).
public struct FileUpdate: Equatable, Sendable {
    public let file: URL
    public let change: any FileChange

    public init(_ file: URL, _ change: some FileChange) {
        self.file = file
        self.change = change
    }

    public static func == (lhs: FileUpdate, rhs: FileUpdate) -> Bool {
        lhs.file == rhs.file && AnyGameValue(lhs.change) == AnyGameValue(rhs.change)
    }
}
