import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The system calls the store makes, in one place, so a test can make them fail as a full
/// disk, a folder without permission or a short write would.
///
/// Each call is the POSIX one: it returns -1 (or a short count) and sets `errno` on failure.
public protocol FileSystem: Sendable {
    func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32
    func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
    func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int
    func close(_ descriptor: Int32) -> Int32
    func fstat(_ descriptor: Int32, _ status: inout stat) -> Int32
    func stat(_ path: String, _ status: inout stat) -> Int32
    func lstat(_ path: String, _ status: inout stat) -> Int32
    func readlink(_ path: String) -> String?
    func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32
    func fsync(_ descriptor: Int32) -> Int32
    func rename(_ from: String, _ to: String) -> Int32
    func unlink(_ path: String) -> Int32
    func mkdir(_ path: String, _ mode: mode_t) -> Int32
    func flock(_ descriptor: Int32, _ operation: Int32) -> Int32
    /// The names in a folder (not `.` or `..`), or nil when it cannot be read.
    func names(in folder: String) -> [String]?
}

/// The system's own calls.
public struct SystemFileSystem: FileSystem {
    public init() {}

    public func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        Glibc.open(path, flags, mode)
    }

    public func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        Glibc.read(descriptor, buffer, count)
    }

    public func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        Glibc.write(descriptor, buffer, count)
    }

    public func close(_ descriptor: Int32) -> Int32 { Glibc.close(descriptor) }
    public func fstat(_ descriptor: Int32, _ status: inout stat) -> Int32 { Glibc.fstat(descriptor, &status) }
    public func stat(_ path: String, _ status: inout stat) -> Int32 { callStat(path, &status) }
    public func lstat(_ path: String, _ status: inout stat) -> Int32 { Glibc.lstat(path, &status) }

    public func readlink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = Glibc.readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32 { Glibc.fchmod(descriptor, mode) }
    public func fsync(_ descriptor: Int32) -> Int32 { Glibc.fsync(descriptor) }
    public func rename(_ from: String, _ to: String) -> Int32 { Glibc.rename(from, to) }
    public func unlink(_ path: String) -> Int32 { Glibc.unlink(path) }
    public func mkdir(_ path: String, _ mode: mode_t) -> Int32 { Glibc.mkdir(path, mode) }
    public func flock(_ descriptor: Int32, _ operation: Int32) -> Int32 { callFlock(descriptor, operation) }

    public func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

// The C functions, called where no method of the same name hides them.
private func callStat(_ path: String, _ status: inout stat) -> Int32 { stat(path, &status) }
private func callFlock(_ descriptor: Int32, _ operation: Int32) -> Int32 { flock(descriptor, operation) }
