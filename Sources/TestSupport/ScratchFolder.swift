import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh, empty folder for one test, removed with all the others when the test run ends.
///
/// Every folder of a run lives under one folder named for the process, which goes when the
/// process exits, so a test that fails halfway leaves nothing in the temporary folder either.
public func scratchFolder(_ name: String = "scratch") -> URL {
    let url = scratchRoot.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The folder of this run's scratch folders; made, and its removal at exit arranged, once.
private let scratchRoot: URL = {
    atexit {
        try? FileManager.default.removeItem(atPath: scratchRootPath())
    }
    return URL(fileURLWithPath: scratchRootPath())
}()

private func scratchRootPath() -> String {
    (NSTemporaryDirectory() as NSString).appendingPathComponent("cardtable-tests-\(getpid())")
}
