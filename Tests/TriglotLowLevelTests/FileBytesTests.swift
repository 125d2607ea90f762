import Foundation
import Testing
import TriglotTestSupport
@testable import TriglotLowLevel

/// Pages are read with system calls instead of `Data(contentsOf:)`: the same bytes, and nil
/// wherever Foundation threw.
@Suite("Reading page files")
struct FileBytesTests {
    @Test(arguments: [0, 1, 2, 4095, 4096, 4097, 65_536, 200_001])
    func readsEveryByte(size: Int) throws {
        let folder = try TemporaryFolder("triglot-filebytes")
        defer { folder.remove() }
        let url = folder.url("file")
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }
        try Data(bytes).write(to: url)
        #expect(FileBytes.read(path: url.path) == bytes)
        #expect(FileBytes.read(path: url.path) == Array(try Data(contentsOf: url)))
    }

    /// Files whose size the system does not know in advance (procfs says 0) are read to the end.
    @Test func readsFilesLongerThanTheirStatedSize() throws {
        let path = "/proc/version"
        try #require(FileManager.default.fileExists(atPath: path))
        let bytes = try #require(FileBytes.read(path: path))
        #expect(!bytes.isEmpty)
        #expect(bytes == Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// sysfs calls its files regular and states 4,096 bytes for a few: a short read there is
    /// not the end of a file whose size is known, and the read must go on to find the end.
    @Test func readsRegularFilesShorterThanTheirStatedSize() throws {
        let path = "/sys/devices/system/cpu/online"
        try #require(FileManager.default.fileExists(atPath: path))
        let bytes = try #require(FileBytes.read(path: path))
        #expect(!bytes.isEmpty)
        #expect(bytes == Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func missingFilesAndFoldersAreNil() {
        #expect(FileBytes.read(path: "/nonexistent/triglot/page.md") == nil)
        #expect(FileBytes.read(path: FileManager.default.temporaryDirectory.path) == nil)
        #expect((try? Data(contentsOf: FileManager.default.temporaryDirectory)) == nil)
    }
}
