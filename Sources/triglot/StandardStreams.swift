import Foundation
import TriglotLowLevel
import TriglotModel

/// Bytes to standard output or standard error as they are. `FileHandle.write(Data(bytes))`
/// first copies them into a `Data`, and a large site's findings are megabytes written on the
/// main thread while the other cores wait.
enum StandardStreams {
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        // A closed pipe or a full disk: as with `print`, nothing more can be said.
        DescriptorIO.write(bytes, to: descriptor)
    }

    static func writeToStandardError(_ bytes: [UInt8]) { write(bytes, to: STDERR_FILENO) }
    static func writeToStandardOutput(_ bytes: [UInt8]) { write(bytes, to: STDOUT_FILENO) }
}
