#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a recording could not start, in one line for the player.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    public var description: String

    init(_ description: String) {
        self.description = description
    }

    /// `what` failed with the system's current error (errno), named in words.
    static func system(_ what: String, errorNumber: Int32 = errno) -> RecordingError {
        RecordingError("\(what): \(String(cString: strerror(errorNumber)))")
    }
}
