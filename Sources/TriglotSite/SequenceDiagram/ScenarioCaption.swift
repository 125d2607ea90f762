import LaunchLifecycle

/// The caption under a lifecycle picture, in the reader's language: what happens to the app
/// ("The app launches to open a URL.") and how its delegate differs from the usual one ("If
/// application(_:willFinishLaunchingWithOptions:) returns false."). Scenario file names and flag
/// names are the content's bookkeeping; a reader never needs them to follow the picture.
struct ScenarioCaption {
    var language: CaptionLanguage

    init(languageCode: String) {
        language = CaptionLanguage(code: languageCode)
    }

    /// Why the app is launched or opened, read from what the scenario hands it.
    enum Reason: CaseIterable {
        case homeScreen, url, userActivity, notification, quickAction, location, fetch, silentPush
    }

    static func reason(of scenario: Scenario) -> Reason {
        let options = scenario.options, connection = scenario.connectionOptions
        if options.contains(.url) || connection.contains(.urlContexts) { return .url }
        if options.contains(.userActivityDictionary) || options.contains(.userActivityType) || connection.contains(.userActivities) { return .userActivity }
        if options.contains(.remoteNotification) || options.contains(.localNotification) || connection.contains(.notificationResponse) {
            return scenario.event == .silentPush ? .silentPush : .notification
        }
        if options.contains(.shortcutItem) || connection.contains(.shortcutItem) { return .quickAction }
        if options.contains(.location) || scenario.event == .locationUpdate { return .location }
        if scenario.event == .backgroundFetch { return .fetch }
        if scenario.event == .silentPush { return .silentPush }
        return .homeScreen
    }

    /// The whole caption: what happens, then each `set` line of the block as a condition.
    func text(for scenario: Scenario, settings: [(DelegateFlag, Bool)]) -> String {
        var sentences = [situation(scenario)]
        sentences += circumstances(scenario)
        sentences += settings.map { FlagCondition.phrase($0.0, $0.1, in: language) }
        return sentences.map { language.sentence($0) }.joined(separator: language.sentenceGap)
    }

    private func situation(_ scenario: Scenario) -> String {
        let reason = Self.reason(of: scenario)
        let opensNothing = scenario.options.isEmpty && scenario.connectionOptions.isEmpty
        let inBackground = [.location, .fetch, .silentPush].contains(reason)
        switch scenario.launch {
        case .cold:
            var sentence = language.launches(reason)
            if let event = scenario.event, !event.runsInBackground { sentence += language.then + language.event(event) }
            return sentence
        case .warm where opensNothing && scenario.event.map({ !$0.runsInBackground }) == true && reason == .homeScreen:
            // A warm scenario that opens nothing describes the app while it runs (see Scenario.initialState).
            return language.event(scenario.event ?? .userExit)
        case .warm:
            var sentence = inBackground ? language.wokenInBackground(reason) : language.returns(reason)
            if let event = scenario.event, !event.runsInBackground { sentence += language.then + language.event(event) }
            return sentence
        case .running:
            return language.event(scenario.event ?? .userExit)
        }
    }

    /// The scenario's own setup that changes the picture: scenes, saved state, a late delegate.
    private func circumstances(_ scenario: Scenario) -> [String] {
        var result: [String] = []
        let flags = scenario.delegate
        if flags[.usesScenes] { result.append(language.usesScenes) }
        if flags[.sessionRestored] { result.append(language.sessionRestored) }
        if flags[.hasRestorationArchive] { result.append(language.hasSavedState) }
        if flags[.setsUNDelegateAfterLaunch] && !flags[.setsUNDelegateDuringLaunch] { result.append(language.lateNotificationDelegate) }
        return result
    }
}
