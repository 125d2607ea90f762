import Foundation
import TriglotLowLevel

/// How long one step of a build took, by the clock and in processor time summed over every
/// thread. Processor time near twice the wall time on two cores means the step kept both busy;
/// near the wall time, it ran on one.
public struct StepTiming: Sendable, Equatable {
    public var step: String
    public var seconds: Double
    public var cpuSeconds: Double
    /// The process's memory when the step ended: what it keeps for later steps shows in the
    /// resident size, what it needed while it ran in the peak.
    public var memory: ProcessMemory?

    public init(step: String, seconds: Double, cpuSeconds: Double, memory: ProcessMemory? = nil) {
        self.step = step
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
        self.memory = memory
    }
}

/// A point in time on both clocks; the difference of two is a `StepTiming`.
struct StepClock {
    let wall: UInt64
    let cpu: Double

    static func now() -> StepClock {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return StepClock(wall: DispatchTime.now().uptimeNanoseconds, cpu: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    func timing(_ step: String, since start: StepClock) -> StepTiming {
        StepTiming(step: step, seconds: Double(wall - start.wall) / 1e9, cpuSeconds: cpu - start.cpu, memory: .now())
    }
}

/// The timings of a run's steps, in the order they ran.
struct StepTimings {
    private(set) var steps: [StepTiming] = []

    mutating func time<T>(_ step: String, _ work: () throws -> T) rethrows -> T {
        let start = StepClock.now()
        defer { steps.append(StepClock.now().timing(step, since: start)) }
        return try work()
    }
}
