import FileStore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What of cardtable's own a file named on the command line (`--record FILE`) would write
/// over, in words for the player; nil when it is none of it.
///
/// The file is taken by what it really is: the path a write would land on after every
/// symlink is followed (a link from elsewhere into the state folder counts), and then the
/// file itself, by its device and inode, so a link that leads to cardtable's files from
/// outside their folders (a symlinked `games.json`, a hard link) counts too.
func ownPlace(writtenBy path: String, directories: AppDirectories) -> String? {
    let written = pathAfterLinks(path)
    let folders = [directories.state, directories.config]
    if let identity = fileIdentity(written.path) {
        for own in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: own.path)) ?? []
            for file in names.map(own.appendingPathComponent) where fileIdentity(file.path) == identity {
                return "is cardtable's own file \(directories.displayPath(file))"
            }
        }
    }
    let parent = realPath(written.deletingLastPathComponent().path)
    for own in folders {
        guard let mine = realPath(own.path) else { continue }
        if parent == mine || parent?.hasPrefix(mine + "/") == true || realPath(written.path) == mine {
            return "is in cardtable's own folder \(directories.displayPath(own))"
        }
    }
    return nil
}

/// The path a write to `path` lands on: every symlink followed (at most 40), the last one
/// kept even when what it names does not exist yet (a write would make it).
func pathAfterLinks(_ path: String) -> URL {
    var current = URL(fileURLWithPath: path)
    for _ in 0..<40 {
        var status = stat()
        guard lstat(current.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)
        else { return current }
        current =
            target.hasPrefix("/")
            ? URL(fileURLWithPath: target)
            : current.deletingLastPathComponent().appendingPathComponent(target)
    }
    return current
}

/// The path with every link and `..` resolved, if it exists.
private func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The device and inode of the file `path` leads to, if it exists.
private func fileIdentity(_ path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
}
