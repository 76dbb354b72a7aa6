import Foundation
import Glibc

/// The file a headless terminal writes its frames into: its size is the bytes sent so far.
struct OutputFile {
    let path: String

    /// A fresh, unused path in the temporary folder, named for `label`.
    init(label: String) {
        path = NSTemporaryDirectory() + "cardtable-bench-\(getpid())-\(label).out"
    }

    /// Bytes written so far (ncurses flushes its output at the end of every `doupdate`).
    var bytes: Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Keeps the output as `name`.out in `folder`, with where each frame ends in `name`.frames
    /// (to see where the bytes go, or to play the frames on a terminal), or removes it.
    func dispose(keepingIn folder: String?, as name: String, frameEnds: [Int]) {
        if let folder {
            let kept = URL(fileURLWithPath: folder).appendingPathComponent(name + ".out").path
            try? FileManager.default.removeItem(atPath: kept)
            try? FileManager.default.moveItem(atPath: path, toPath: kept)
            let ends = frameEnds.map(String.init).joined(separator: "\n") + "\n"
            try? ends.write(toFile: folder + "/" + name + ".frames", atomically: true, encoding: .utf8)
        } else {
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
