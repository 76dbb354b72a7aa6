/// A problem with one file, in words for the player, naming the file as the player knows it.
public struct FileProblem: Error, Equatable, CustomStringConvertible {
    /// The file's path as the player knows it (`~/...` under the home folder).
    public let path: String
    /// What is wrong, such as `not a regular file (a FIFO)`.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
