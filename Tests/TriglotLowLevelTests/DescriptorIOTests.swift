import Foundation
import Testing
import TriglotLowLevel

@Suite("DescriptorIO")
struct DescriptorIOTests {
    /// A read returns what the pipe holds, without waiting for all it may ask for: the git
    /// object reader hung when a read waited for 64 KiB of a shorter answer.
    @Test func aReadReturnsAShortAnswerAtOnce() throws {
        let pipe = Pipe()
        #expect(DescriptorIO.write(Array("12345".utf8), to: pipe.fileHandleForWriting.fileDescriptor))
        #expect(DescriptorIO.read(pipe.fileHandleForReading.fileDescriptor, upTo: 1 << 16) == Array("12345".utf8))
    }

    @Test(arguments: [0, 1, 70_000])
    func readToEndGivesBackEverythingWritten(count: Int) throws {
        let pipe = Pipe()
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        // Written from another thread: a pipe holds 64 KiB, so one thread would wait on itself.
        let writer = Thread {
            DescriptorIO.write(bytes, to: pipe.fileHandleForWriting.fileDescriptor)
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        #expect(DescriptorIO.readToEnd(pipe.fileHandleForReading.fileDescriptor) == bytes)
    }

    @Test func writingToAClosedPipeFailsInsteadOfStopping() throws {
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        #expect(!DescriptorIO.write([1, 2, 3], to: pipe.fileHandleForWriting.fileDescriptor))
    }
}
