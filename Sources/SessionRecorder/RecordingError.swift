#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a recording could not start, in one line for the player.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    public var description: String
    /// The exit status it calls for: 2 when the command line named a file that must not be
    /// used, 1 when the system failed.
    public var exitStatus: Int32

    init(_ description: String, exitStatus: Int32 = 1) {
        self.description = description
        self.exitStatus = exitStatus
    }

    /// `path` is already there: a recording never replaces a file.
    static func alreadyThere(_ path: String) -> RecordingError {
        RecordingError(
            "cannot record to '\(path)': it is already there, and a recording never replaces a file: "
                + "choose a new name, or remove it first",
            exitStatus: 2)
    }

    /// `what` failed with the system's current error (errno), named in words.
    static func system(_ what: String, errorNumber: Int32 = errno) -> RecordingError {
        RecordingError("\(what): \(String(cString: strerror(errorNumber)))")
    }
}
