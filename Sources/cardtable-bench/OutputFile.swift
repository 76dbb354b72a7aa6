import Foundation
import Glibc

/// The file a headless terminal writes its frames into: its size is the bytes sent so far.
struct OutputFile {
    let path: String

    /// A fresh, unused path, named for `label`: in memory (`/dev/shm`) where the machine
    /// has it, as a terminal's buffer is, else in the temporary folder.
    ///
    /// Writing the frames is part of what a frame costs; on a disk's file system that cost
    /// follows whatever else the disk is doing, which a terminal's frames never wait for.
    init(label: String) {
        var status = stat()
        let memory =
            stat("/dev/shm", &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            && access("/dev/shm", W_OK) == 0
        let folder = memory ? "/dev/shm/" : NSTemporaryDirectory()
        path = folder + "cardtable-bench-\(getpid())-\(label).out"
    }

    /// Bytes written so far (each frame is written whole as it is presented).
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
