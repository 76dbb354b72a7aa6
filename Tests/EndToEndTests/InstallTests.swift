import Foundation
import Testing

/// `make install` and `make uninstall` into a staging folder (`DESTDIR`) with `PREFIX=/usr`:
/// exactly three files, a program that runs from there and finds its built-in themes there,
/// far from the source tree, and an uninstall that takes away those files and no others.
@Suite("make install")
struct InstallTests {
    /// What `make install` puts under `DESTDIR`, with each file's mode and where it comes from.
    static let installed: [(path: String, mode: Int, source: String?)] = [
        ("usr/bin/cardtable", 0o755, nil),
        ("usr/share/cardtable/themes.json", 0o644, "Resources/themes.json"),
        ("usr/share/man/man6/cardtable.6", 0o644, "docs/cardtable.6"),
    ]

    /// Runs `make TARGET` in the package with `DESTDIR` and `PREFIX=/usr`, installing the
    /// debug build without building anything (`-o release`: the tests already built it).
    static func make(_ target: String, destination: URL) async throws -> CompletedCommand {
        let make = try #require(Prerequisites.installedTool("make"), "make is not installed")
        var environment = ProcessInfo.processInfo.environment
        // Under `make test` these describe the outer make, not this one.
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL"] { environment[name] = nil }
        return try await CompletedCommand.run(
            make,
            [
                "-C", Prerequisites.packageRoot().path, "-o", "release", target,
                "BUILT_PROGRAM=\(try Prerequisites.appBinary().path)", "DESTDIR=\(destination.path)",
                "PREFIX=/usr",
            ], environment: environment, timeout: .seconds(60))
    }

    /// Every file (not folder) under `folder`, as paths relative to it.
    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue {
                continue
            }
            files.append(path)
        }
        return files.sorted()
    }

    /// What `program memorize --theme no-such-theme` says on standard error in a terminal.
    ///
    /// The message names every theme the program found. The player's files are in empty
    /// folders, so the themes listed are the built-in ones.
    static func themesMessage(of program: URL, in folder: URL) async throws -> String {
        let errors = folder.appendingPathComponent("stderr-\(UUID().uuidString.prefix(8))").path
        let script = #""$0" memorize --theme no-such-theme 2> "$1"; echo "EXIT=$?"; exec sleep 600"#
        let session = try TmuxSession(
            command: [
                "/usr/bin/env", "XDG_CONFIG_HOME=\(folder.path)/config",
                "XDG_STATE_HOME=\(folder.path)/state",
                "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "/bin/sh", "-c", script, program.path, errors,
            ], size: TerminalSize(80, 10))
        defer { session.kill() }
        let screen = try await session.waitFor("the program to exit") { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=2"), "\(screen)")
        return String(decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self)
    }

    @Test("installs three files that work from their place, and uninstall removes just them")
    func installAndUninstall() async throws {
        // Directly in /tmp, so that no folder above the installed program is the source tree.
        let destination = URL(fileURLWithPath: "/tmp/ct-install-\(UUID().uuidString.prefix(8).lowercased())")
        let scratch = URL(fileURLWithPath: "/tmp/ct-scratch-\(UUID().uuidString.prefix(8).lowercased())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        defer {
            try? FileManager.default.removeItem(at: destination)
            try? FileManager.default.removeItem(at: scratch)
        }

        let install = try await Self.make("install", destination: destination)
        try #require(install.status == 0, "make install: \(install.standardError)")
        #expect(Self.files(under: destination) == Self.installed.map(\.path))
        let root = Prerequisites.packageRoot()
        for file in Self.installed {
            let path = destination.appendingPathComponent(file.path).path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == file.mode, "\(file.path)")
            if let source = file.source {
                #expect(
                    FileManager.default.contentsEqual(
                        atPath: path, andPath: root.appendingPathComponent(source).path), "\(file.path)")
            }
        }

        let program = destination.appendingPathComponent("usr/bin/cardtable")
        let version = try await CompletedCommand.run(program, ["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput.wholeMatch(of: #/cardtable \d+\.\d+\.\d+\S*\n/#) != nil)

        // The installed program lists the built-in themes it found beside it...
        let found = try await Self.themesMessage(of: program, in: scratch)
        #expect(found.contains("no theme called 'no-such-theme' (the themes: "), "\(found)")
        #expect(found.contains("Animals"), "\(found)")
        // ...and they are the installed ones: without them it finds none (not the source tree's).
        try FileManager.default.removeItem(
            at: destination.appendingPathComponent("usr/share/cardtable/themes.json"))
        let none = try await Self.themesMessage(of: program, in: scratch)
        #expect(none.contains("(the themes: )"), "\(none)")
        let reinstall = try await Self.make("install", destination: destination)
        try #require(reinstall.status == 0, "make install: \(reinstall.standardError)")

        // Files of other programs in the same folders stay.
        let others = ["usr/bin/other", "usr/share/man/man6/other.6"]
        for other in others {
            #expect(
                FileManager.default.createFile(
                    atPath: destination.appendingPathComponent(other).path, contents: Data("x".utf8)))
        }
        let uninstall = try await Self.make("uninstall", destination: destination)
        #expect(uninstall.status == 0, "make uninstall: \(uninstall.standardError)")
        #expect(Self.files(under: destination) == others.sorted())
        #expect(
            !FileManager.default.fileExists(
                atPath: destination.appendingPathComponent("usr/share/cardtable").path),
            "the folder only cardtable uses is gone")
    }
}
