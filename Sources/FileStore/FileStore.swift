import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads and writes the player's files the careful way (shared/reference/files.md).
///
/// Reading takes regular files only and never blocks on a FIFO or a device; a file larger
/// than `sizeLimit` is refused without being read. Writing is a read-modify-write under an
/// advisory lock (so two running games never lose each other's changes), and lands
/// atomically: a temporary file in the same folder, flushed to disk, renamed over the old
/// one; temporary files a killed write left behind go the next time the folder is written.
/// A symlinked file is written through to its target and stays a link; an existing file
/// keeps its mode, a new one is 0600 in folders made 0700. Every system call goes through
/// `system`, so tests can make them fail.
public struct FileStore: Sendable {
    public let directories: AppDirectories
    /// The system calls, the real ones unless a test gives others.
    public let system: any FileSystem
    /// The largest file read: 1 MB is plenty for anything cardtable writes.
    public static let sizeLimit = 1 << 20

    public init(directories: AppDirectories, system: any FileSystem = SystemFileSystem()) {
        self.directories = directories
        self.system = system
    }

    /// Which version of the file is there now, through links (nil: none, or it cannot be
    /// looked at): a file written again, replaced or changed in any way is another version.
    public func version(of file: URL) -> FileVersion? {
        var status = stat()
        guard system.stat(file.path, &status) == 0 else { return nil }
        return FileVersion(
            numbers: [
                UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_size),
                UInt64(bitPattern: Int64(status.st_mtim.tv_sec)), UInt64(status.st_mtim.tv_nsec),
                UInt64(bitPattern: Int64(status.st_ctim.tv_sec)), UInt64(status.st_ctim.tv_nsec),
            ])
    }

    /// The file's bytes, or nil when it does not exist; a file over `limit` bytes is refused.
    public func read(_ file: URL, limit: Int = sizeLimit) throws(FileProblem) -> Data? {
        let descriptor = system.open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw problem(file, errno)
        }
        defer { _ = system.close(descriptor) }
        var status = stat()
        guard system.fstat(descriptor, &status) == 0 else { throw problem(file, errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FileProblem(
                path: directories.displayPath(file),
                reason: "not a regular file (\(Self.kind(status.st_mode)))")
        }
        guard Int(status.st_size) <= limit else {
            throw tooLarge(file, bytes: Int(status.st_size), limit: limit)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { system.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw problem(file, errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // It grew while being read: still no more than the limit.
            guard data.count <= limit else { throw tooLarge(file, bytes: data.count, limit: limit) }
        }
        return data
    }

    /// A file over `sizeLimit`, named with its size (KiB: a file just over 1 MB is not "1 MB").
    private func tooLarge(_ file: URL, bytes: Int, limit: Int) -> FileProblem {
        FileProblem(
            path: directories.displayPath(file),
            reason: "larger than \(Self.size(limit)) (\(bytes >> 10) KiB), so it is not read")
    }

    /// A limit in words: whole megabytes as MB, anything else in KiB (a 64 KiB limit is not "0 MB").
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KiB"
    }

    /// Read-modify-write under an exclusive lock: `change` gets the file's bytes as they are
    /// now (nil when it is missing) and returns what to write, or nil to write nothing.
    ///
    /// Errors thrown by `change` come out as they are; file errors are `FileProblem`s.
    public func update(_ file: URL, limit: Int = sizeLimit, _ change: (Data?) throws -> Data?) throws {
        let target = try resolvingLinks(file)
        try makeFolder(file.deletingLastPathComponent())
        try makeFolder(target.deletingLastPathComponent())
        // The lock stands beside the name the game knows the file by, not in a symlink's
        // target folder (a dotfiles repository has no business holding cardtable's locks).
        let lock = try lockFile(for: file)
        defer { _ = system.close(lock) }
        let current = try read(target, limit: limit)
        guard let new = try change(current) else { return }
        // Nothing is written that would not be read back.
        guard new.count <= limit else {
            throw FileProblem(
                path: directories.displayPath(file),
                reason: "would grow past \(Self.size(limit)) (\(new.count >> 10) KiB), so it is not written")
        }
        try writeAtomically(new, to: target)
    }

    /// Writes `data` as `update` would (locked, atomic), whatever the file held.
    public func write(_ data: Data, to file: URL, limit: Int = sizeLimit) throws(FileProblem) {
        do {
            try update(file, limit: limit) { _ in data }
        } catch let problem as FileProblem {
            throw problem
        } catch {
            throw FileProblem(path: directories.displayPath(file), reason: "\(error)")
        }
    }

    /// Removes the file; no error when it is missing.
    ///
    /// A symlink stays: its target is emptied instead, so a file the player linked in stays
    /// linked.
    ///
    /// It goes under its lock (never while another program writes it), and the lock file goes
    /// with it, so a file removed leaves nothing behind.
    public func remove(_ file: URL) throws(FileProblem) {
        var status = stat()
        guard system.lstat(file.path, &status) == 0 else {
            if errno == ENOENT { return }
            throw problem(file, errno)
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            try write(Data(), to: file)
            return
        }
        let lock = try lockFile(for: file)
        defer { _ = system.close(lock) }
        if system.unlink(file.path) != 0 && errno != ENOENT { throw problem(file, errno) }
        // Still held: a program waiting on it finds its name gone and takes a new one.
        let lockPath = Self.lockPath(for: file)
        if isStillNamed(lockPath, by: lock) { _ = system.unlink(lockPath.path) }
    }

    /// Removes the file as `remove` does, but only when it is empty or missing once its lock
    /// is held: what another program wrote into it since it was emptied stays.
    ///
    /// A symlink stays as it is (an emptied linked file is the removal `remove` makes of it).
    public func removeIfEmpty(_ file: URL) throws(FileProblem) {
        var status = stat()
        guard system.lstat(file.path, &status) == 0 else {
            if errno == ENOENT { return }
            throw problem(file, errno)
        }
        if status.st_mode & S_IFMT == S_IFLNK { return }
        let lock = try lockFile(for: file)
        defer { _ = system.close(lock) }
        guard try read(file)?.isEmpty ?? true else { return }
        if system.unlink(file.path) != 0 && errno != ENOENT { throw problem(file, errno) }
        let lockPath = Self.lockPath(for: file)
        if isStillNamed(lockPath, by: lock) { _ = system.unlink(lockPath.path) }
    }

    /// The names of the files in `folder` (none when it does not exist).
    public func names(in folder: URL) throws(FileProblem) -> [String] {
        guard let names = system.names(in: folder.path) else {
            if errno == ENOENT { return [] }
            throw problem(folder, errno)
        }
        return names.sorted()
    }

    /// Takes the lock `file` stands for, without waiting, and writes this program's id in
    /// it; returns the descriptor that holds it (closing it lets go), or the id of the
    /// program that holds it now (nil when it says none).
    ///
    /// A lock file that is a symlink or a hard link, or not a regular file, is refused: its
    /// target would get the id.
    public func hold(_ file: URL) throws(FileProblem) -> Result<Int32, HeldElsewhere> {
        try makeFolder(file.deletingLastPathComponent())
        // Another program may remove and make the file again between the open and the
        // lock; a name that never settles is a problem, not a reason to spin.
        for _ in 0..<100 {
            let descriptor = try openLock(file)
            guard system.flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let error = errno
                var buffer = [UInt8](repeating: 0, count: 32)
                let count = buffer.withUnsafeMutableBytes {
                    system.read(descriptor, $0.baseAddress, $0.count)
                }
                _ = system.close(descriptor)
                guard error == EWOULDBLOCK else { throw problem(file, error) }
                let text = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
                // A process id is a positive number; anything else in the file says nothing.
                let process = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)).flatMap {
                    $0 > 0 ? $0 : nil
                }
                return .failure(HeldElsewhere(process: process))
            }
            // The holder before may have removed the file as it let go: this lock is then on a
            // file no other program will open, so take the one the name holds now.
            guard isStillNamed(file, by: descriptor) else {
                _ = system.close(descriptor)
                continue
            }
            let id = Array("\(getpid())\n".utf8)
            if ftruncate(descriptor, 0) == 0 {
                _ = id.withUnsafeBytes { system.write(descriptor, $0.baseAddress, $0.count) }
            }
            return .success(descriptor)
        }
        throw unsettled(file)
    }

    /// Lets go of a lock `hold` took, and removes its file (while still holding it, and only
    /// when the name is still this lock's), so no game leaves its lock file behind.
    public func release(_ descriptor: Int32, removing file: URL) {
        if isStillNamed(file, by: descriptor) { _ = system.unlink(file.path) }
        _ = system.close(descriptor)
    }

    /// Another program holds a lock: its process id, when it wrote one.
    public struct HeldElsewhere: Error, Equatable {
        public let process: Int32?
    }

    // MARK: - Writing

    /// The file a path names after following its symlinks (at most 16), kept even when the
    /// last one points at a file that does not exist yet.
    func resolvingLinks(_ file: URL) throws(FileProblem) -> URL {
        var current = file
        for _ in 0..<16 {
            var status = stat()
            guard system.lstat(current.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                return current
            }
            guard let destination = system.readlink(current.path) else { throw problem(current, errno) }
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        throw FileProblem(path: directories.displayPath(file), reason: "too many symbolic links")
    }

    /// Makes `folder` and any missing folders above it, each 0700.
    func makeFolder(_ folder: URL) throws(FileProblem) {
        var status = stat()
        if system.stat(folder.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw FileProblem(path: directories.displayPath(folder), reason: "not a folder")
            }
            return
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path { try makeFolder(parent) }
        if system.mkdir(folder.path, 0o700) != 0 && errno != EEXIST { throw problem(folder, errno) }
    }

    /// Takes the exclusive advisory lock that guards `file`: a lock file beside it.
    private func lockFile(for file: URL) throws(FileProblem) -> Int32 {
        let lockPath = Self.lockPath(for: file)
        // The file may have been removed, its lock with it, while this waited: then the lock
        // to take is the one its name holds now.
        for _ in 0..<100 {
            let descriptor = try openLock(lockPath)
            while system.flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let error = errno
                    _ = system.close(descriptor)
                    throw problem(lockPath, error)
                }
            }
            if isStillNamed(lockPath, by: descriptor) { return descriptor }
            _ = system.close(descriptor)
        }
        throw unsettled(lockPath)
    }

    /// A lock file another program removed and made again a hundred times while this one
    /// tried to take it: said, rather than tried for ever.
    private func unsettled(_ file: URL) -> FileProblem {
        FileProblem(
            path: directories.displayPath(file),
            reason: "keeps changing while it is locked, so it is not held")
    }

    /// The lock file beside `file`: `.NAME.lock`.
    static func lockPath(for file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).lock")
    }

    /// Opens (or makes) a lock file, never through a symlink or a hard link and never anything
    /// but a regular file: a link's target is not cardtable's to write.
    private func openLock(_ file: URL) throws(FileProblem) -> Int32 {
        let descriptor = system.open(
            file.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let error = errno
            var status = stat()
            if error == ELOOP || (system.lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
            {
                throw FileProblem(
                    path: directories.displayPath(file),
                    reason: "a symbolic link, and a lock file is never followed; remove it")
            }
            throw problem(file, error)
        }
        var status = stat()
        guard system.fstat(descriptor, &status) == 0 else {
            let error = errno
            _ = system.close(descriptor)
            throw problem(file, error)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            _ = system.close(descriptor)
            throw FileProblem(
                path: directories.displayPath(file),
                reason: "not a regular file (\(Self.kind(status.st_mode))), so it cannot be a lock; remove it"
            )
        }
        // A second name for the file is another file's contents, which the id would replace.
        // (None at all is a file removed since the open: the callers take the name again.)
        guard status.st_nlink <= 1 else {
            _ = system.close(descriptor)
            throw FileProblem(
                path: directories.displayPath(file),
                reason: "a hard link, and a lock file is never written through; remove it")
        }
        return descriptor
    }

    /// Whether `file`'s name still leads to the file `descriptor` has open (not removed,
    /// not replaced).
    private func isStillNamed(_ file: URL, by descriptor: Int32) -> Bool {
        var open = stat()
        var named = stat()
        guard system.fstat(descriptor, &open) == 0, system.lstat(file.path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// A temporary file in the same folder, flushed, then renamed over `file`.
    private func writeAtomically(_ data: Data, to file: URL) throws(FileProblem) {
        var status = stat()
        let mode: mode_t = system.stat(file.path, &status) == 0 ? status.st_mode & 0o7777 : 0o600
        let folder = file.deletingLastPathComponent()
        removeLeftovers(in: folder)
        let temporary = folder.appendingPathComponent(
            ".\(file.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = system.open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw problem(temporary, errno) }
        var failure: Int32?
        if system.fchmod(descriptor, mode) != 0 { failure = errno }
        data.withUnsafeBytes { bytes in
            var offset = 0
            while failure == nil && offset < bytes.count {
                let written = system.write(
                    descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = errno }
                } else if written == 0 {
                    // A write that takes nothing and says nothing: a full disk, as good as.
                    failure = ENOSPC
                } else {
                    offset += written
                }
            }
        }
        if failure == nil && system.fsync(descriptor) != 0 { failure = errno }
        if system.close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && system.rename(temporary.path, file.path) != 0 { failure = errno }
        if let failure {
            _ = system.unlink(temporary.path)
            throw problem(file, failure)
        }
        // The rename itself is on disk once the folder is.
        let folderDescriptor = system.open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        if folderDescriptor >= 0 {
            _ = system.fsync(folderDescriptor)
            _ = system.close(folderDescriptor)
        }
    }

    /// Removes the temporary files of writes whose program is gone (killed mid-write):
    /// `.NAME.PID.N.tmp`, where no process PID runs any more.
    private func removeLeftovers(in folder: URL) {
        guard let names = system.names(in: folder.path) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.dropLast(4).split(separator: ".")
            // Only a real process id is asked about: kill(0) or kill(-1) would ask about many.
            guard parts.count >= 3, let pid = pid_t(parts[parts.count - 2]), pid > 0, pid != getpid() else {
                continue
            }
            if kill(pid, 0) != 0 && errno == ESRCH {
                _ = system.unlink(folder.appendingPathComponent(name).path)
            }
        }
    }

    // MARK: - Words for problems

    private func problem(_ file: URL, _ code: Int32) -> FileProblem {
        FileProblem(path: directories.displayPath(file), reason: String(cString: strerror(code)).lowercased())
    }

    /// What kind of file a mode says it is, in words.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a plain file"
        }
    }
}

/// A version of a file as the file system tells it: its device, inode, size and times of
/// change, equal only while the file has not been written, replaced or changed.
public struct FileVersion: Equatable, Sendable {
    let numbers: [UInt64]
}
