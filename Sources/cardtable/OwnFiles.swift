import FileStore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What of cardtable's own a file named on the command line (`--record FILE`) would write
/// over, in words for the player; nil when it is none of it.
///
/// `folders` are cardtable's folders (state, config, runtime), made or not yet: a file at or
/// under one would take the place of what cardtable makes there. `files` are its own files
/// outside them (the built-in themes). The file is taken by what it really is: the path a
/// write would land on after every symlink is followed (a link from elsewhere into the state
/// folder counts), and then the file itself, by its device and inode, so a link that leads to
/// cardtable's files from outside their folders (a symlinked `games.json`, a hard link)
/// counts too.
func ownPlace(writtenBy path: String, folders: [URL], files: [URL], directories: AppDirectories) -> String? {
    let written = resolvedPath(pathAfterLinks(path).path)
    if let identity = fileIdentity(written) {
        let inFolders = folders.flatMap { own in
            ((try? FileManager.default.contentsOfDirectory(atPath: own.path)) ?? []).map(
                own.appendingPathComponent)
        }
        for file in files + inFolders where fileIdentity(file.path) == identity {
            return "is cardtable's own file \(directories.displayPath(file))"
        }
    }
    for own in folders {
        let mine = resolvedPath(own.path)
        if written == mine || written.hasPrefix(mine + "/") {
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

/// `path` made absolute with every link and `..` resolved as far as it exists, and the
/// rest, which a write or cardtable would make, added as written (`.` and `..` taken by
/// name): a folder not made yet is compared by the path it will have.
func resolvedPath(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let names = absolute.split(separator: "/").map(String.init)
    for existing in stride(from: names.count, through: 0, by: -1) {
        guard let start = realPath("/" + names.prefix(existing).joined(separator: "/")) else { continue }
        var resolved = start == "/" ? [] : start.split(separator: "/").map(String.init)
        for name in names.dropFirst(existing) {
            switch name {
            case ".": continue
            case "..": _ = resolved.popLast()
            default: resolved.append(name)
            }
        }
        return "/" + resolved.joined(separator: "/")
    }
    return absolute
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
