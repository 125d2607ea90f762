import Dispatch

/// One timed stage of the pipeline. `work` does the stage once over the whole corpus and returns a
/// number derived from what it produced (node count, diagnostics…), so the optimiser cannot drop
/// the work and a run that suddenly does less shows up in the table's last column.
struct Stage: Sendable {
    var name: String
    var work: @Sendable () -> Int
}

/// The times of one stage over repeated runs, in seconds.
struct StageTiming {
    var name: String
    var samples: [Double]
    var result: Int

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { samples.min() ?? 0 }
    var maximum: Double { samples.max() ?? 0 }
}

enum StageTimer {
    /// One untimed warm-up run (caches, lazy statics), then `runs` timed runs.
    static func time(_ stage: Stage, runs: Int) -> StageTiming {
        var result = stage.work()
        var samples: [Double] = []
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            result = stage.work()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return StageTiming(name: stage.name, samples: samples, result: result)
    }
}
