extension Simulation {
    /// Step 6 of the launch sequence: restoration happens between willFinish and didFinish, and
    /// only when an archive exists, the delegate opts in by implementing the question, AND it
    /// agrees (A-RESTORE). The secure method names (iOS 13.2+) are used unless the app still
    /// implements the older ones. Xcode's app template does not opt in, so by default nothing
    /// is asked even when an archive exists.
    ///
    /// Scene-based apps restore each scene from its session's state restoration activity, so
    /// the app-delegate restoration methods are not part of their launch.
    mutating func restoreStateAtLaunch() {
        if flags.usesScenes {
            recorder.note(
                .restoreState,
                "Scene-based apps restore each scene from its session, so UIKit does not run app-delegate state restoration.")
            return
        }
        guard flags.hasRestorationArchive else {
            recorder.note(.restoreState, "There is no state restoration archive, so UIKit skips state restoration.")
            return
        }
        let question: LifecycleMethod = flags.usesLegacyRestorationMethods ? .shouldRestoreState : .shouldRestoreSecureState
        guard flags.optsIntoStateRestoration else {
            recorder.skip(
                question, rule: .notImplemented,
                "The app delegate does not implement it, so the app has not opted into state restoration and UIKit restores nothing from the archive.")
            return
        }
        recorder.call(
            question, returning: flags.shouldRestoreReturns,
            "A restoration archive exists, so UIKit asks the delegate whether to restore it.")
        if flags.shouldRestoreReturns {
            recorder.note(.restoreState, "UIKit restores the saved view controllers from the archive.")
            recorder.call(.didDecodeRestorableState, "UIKit has decoded the archive and lets the delegate read its own saved state.")
        } else {
            recorder.note(.restoreState, "The delegate declined, so UIKit discards the archive and restores nothing.")
            recorder.skip(.didDecodeRestorableState, rule: .declined, "\(question.selector) returned false, so nothing is decoded.")
        }
    }

    /// After applicationDidEnterBackground, UIKit asks whether to save state and, when the
    /// delegate agrees, lets it encode its own (O-RB, whose logging app implements both). Only an
    /// app that implements the question has opted into state preservation; the template app
    /// has not, so a typical app gets neither call. Scene-based apps save per scene instead.
    mutating func saveStateAfterEnteringBackground() {
        guard !flags.usesScenes else { return }
        let question: LifecycleMethod = flags.usesLegacyRestorationMethods ? .shouldSaveState : .shouldSaveSecureState
        guard flags.optsIntoStatePreservation else {
            recorder.skip(
                question, rule: .notImplemented,
                "The app delegate does not implement it, so the app has not opted into state preservation: UIKit saves no interface state and does not call application(_:willEncodeRestorableStateWith:) either.")
            return
        }
        recorder.call(
            question, returning: flags.shouldSaveReturns,
            "The app has entered the background, so UIKit asks whether to save its interface state.")
        if flags.shouldSaveReturns {
            recorder.call(.willEncodeRestorableState, "The delegate agreed, so UIKit lets it add its own state to the archive.")
        } else {
            recorder.skip(.willEncodeRestorableState, rule: .declined, "\(question.selector) returned false, so no state is saved.")
        }
    }
}
