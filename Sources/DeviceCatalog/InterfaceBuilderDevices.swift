// Interface Builder's `<device id="…">` values and what each meant for the canvas: the screen,
// and the safe-area top inset, which depends on the Xcode that saved the file (xib-format §11).

/// The table from IB device ids to catalogue devices, with the tools-version rules.
enum InterfaceBuilderDevices {
    struct Entry: Sendable {
        var ibID: String
        var deviceID: String
        /// (first tools version, portrait top inset from then on), ascending; empty = catalogue value.
        var topInsetSince: [(since: Int, top: Double)]

        func device(toolsVersion: String?) throws(UnknownDeviceError) -> Device {
            guard let base = DeviceCatalog.all.first(where: { $0.id == deviceID }) else {
                throw UnknownDeviceError(id: deviceID, known: DeviceCatalog.all.map(\.id))
            }
            let build = InterfaceBuilderDevices.build(toolsVersion)
            var device = base
            if let rule = topInsetSince.last(where: { $0.since <= build }), rule.top != base.portraitSafeArea.top {
                device = base.withPortraitTopInset(rule.top)
            }
            if InterfaceBuilderDevices.doublesNotchedInsets.contains(build) && device.idiom == .phone
                && device.sensorHousing != .none {
                let safe = device.portraitSafeArea
                device = device.withPortraitVerticalInsets(top: 2 * safe.top, bottom: 2 * safe.bottom)
            }
            return device
        }
    }

    /// The leading build number of a tools version (`16097.3` → 16097). Xcode 15 and later often
    /// write the constant `32700.99.1234`, which reads as newer than every real build, as it is.
    /// A missing or unreadable version counts as the newest.
    static func build(_ toolsVersion: String?) -> Int {
        guard let text = toolsVersion,
              let number = Int(text.prefix(while: { $0.isNumber })) else { return Int.max }
        return number
    }

    /// Builds whose canvas stores a controller's portrait safe area on a notched or Dynamic Island
    /// phone at twice the device's insets (a home-button phone keeps its 20): from build 23727,
    /// the Xcode 16 after 16.2's 23504, through Xcode 26 (builds 24000 and up); `32700.99.1234` is
    /// the placeholder older Xcodes write. Xcode 26: top 96 and bottom 68 on retina6_1
    /// (IQKeyboardManager's storyboards, vlc-ios's and zotero-ios's xibs, builds 24127 and 24765),
    /// top 118 on retina6_12 (OsmAnd-iOS, 24765), 20 on retina4_7 (IQKeyboardManager, 24127).
    /// Build 23727: every notched-phone document of that build in the mirrored repositories'
    /// histories that places a view from its safe area, or stores its navigation controller's bar,
    /// has the doubled insets (20 repositories: ruuvi, GoMap, threema, KeePassium, canvas-ios,
    /// seafile, sentry-cocoa, Blockstream green, LNPopupController, BookPlayer, LoopFollow,
    /// owntracks and eight SeSAC course repositories: tops 96 / 100 / 118, bottoms 68, 140 = 96 + 44
    /// below a navigation bar, 117 = 68 + 49 above a tab bar); every one of build 23504 the
    /// device's own (24 repositories; Blockstream's one exception is a scene merged in from its
    /// Xcode 26 version). No build in between occurs. The bars stay iOS 18's until
    /// Xcode 26 (navigation bars 44 tall at 23727 in 14 repositories), so `IOSRelease.of` does not
    /// move with the insets (docs/ib-round-insets.md, `scripts/ib-insets-evidence.tsv`).
    static let doublesNotchedInsets = 23727..<32700

    // Boundaries between measured builds are put at the first build measured with the new value.
    /// Home-button phones: Xcode 10.2 to 14.2 (builds 14868 up to 21701) draw no status bar (top
    /// 0), older and newer Xcodes the 20-point one (xib-format §11). Measured first on retina4_7
    /// and retina4_0; retina5_5 (the 414-wide Plus) follows the same rule: every retina5_5 root of
    /// 14868–21507 pinned to a top guide in the mirrors' histories stores 0, or a bar with nothing
    /// above it (19 repositories: AU-COVIDSafe, WSDOT, BookPlayer, Esri's samples, ProtonVPN,
    /// covpass, Blockstream, tinode, duckduckgo, ring-client, 5calls, Kingfisher and seven more;
    /// none 20), 20 before (WSDOT and Esri at 14109–14460, Provenance 14109, AdGuard 14490) and
    /// from 21701 on (KeePassium, a SeSAC repository, tinode; `scripts/ib-margins-evidence.tsv`).
    private static let homeButtonPhoneRule: [(since: Int, top: Double)] = [(0, 20), (14868, 0), (21701, 20)]
    /// iPads: Xcode 10.2 to 12.5 (builds 14868 up to 19455) draw no status bar either, Xcode 13 the
    /// device's again (20, or 24 on the rounded iPads). Every iPad root pinned to a top guide in
    /// the mirrors' histories of 14868–18122 stores 0: storyboards of duckduckgo, AdGuard, UTM,
    /// ring-client, owncloud, GoMap, canvas, nightguard, zotero, Monal (a navigation bar's 50 with
    /// nothing above it), LoopFollow and iSH, and File's Owner or free views of xibs of AdGuard,
    /// Alfresco, nRF Toolbox, ruuvi and duckduckgo; none the status bar. From 19455 storyboards
    /// store it (zotero 24 at 19455, duckduckgo 20 and Monal 70 = 20 + 50 at 19529, Monal and
    /// ProtonVPN 24 at 20037, moonlight 24 at 21507). Xibs of 19455–21507 disagree (edx 0 at
    /// 21225, nextcloud's talk 24 at 21507 in ten versions) and keep the status bar, as before.
    private static func padRule(_ top: Double) -> [(since: Int, top: Double)] { [(0, top), (14868, 0), (19455, top)] }
    /// Notched phones: 44 until Xcode 14.0 (build 21225), the device's own value after. retina5_9
    /// becomes the iPhone 12/13 mini there (50: AgoraIO, duckduckgo, googleads, IQKeyboardManager,
    /// KeePassium from 21701 on; 44 up to 19529; xib-format §11).
    private static func xcode14Notch(_ newTop: Double) -> [(since: Int, top: Double)] { [(0, 44), (21225, newTop)] }

    static let table: [Entry] = [
        Entry(ibID: "retina3_5", deviceID: "iphone-4s", topInsetSince: homeButtonPhoneRule),
        Entry(ibID: "retina4_0", deviceID: "iphone-se-1", topInsetSince: homeButtonPhoneRule),
        Entry(ibID: "retina4_7", deviceID: "iphone-se-3", topInsetSince: homeButtonPhoneRule),
        Entry(ibID: "retina5_5", deviceID: "iphone-8-plus", topInsetSince: homeButtonPhoneRule),
        Entry(ibID: "retina5_9", deviceID: "iphone-x", topInsetSince: xcode14Notch(50)),
        Entry(ibID: "retina6_1", deviceID: "iphone-11", topInsetSince: xcode14Notch(48)),
        Entry(ibID: "retina6_5", deviceID: "iphone-11-pro-max", topInsetSince: []),
        Entry(ibID: "retina6_0", deviceID: "iphone-14", topInsetSince: xcode14Notch(47)),
        Entry(ibID: "retina6_7", deviceID: "iphone-14-plus", topInsetSince: xcode14Notch(47)),
        Entry(ibID: "retina6_12", deviceID: "iphone-15-pro", topInsetSince: []),
        Entry(ibID: "retina6_72", deviceID: "iphone-15-pro-max", topInsetSince: []),
        Entry(ibID: "retina6_54", deviceID: "iphone-16-pro", topInsetSince: []),
        // Xcode 16's 2024 phones (docs/ib-devices.md): iPhone 16 Pro, 402 × 874 (NetNewsWire's
        // Main.storyboard, build 24506; Blockstream green's LTFlow.storyboard, 24765, whose content
        // sits at 124 = 2 × 62 under the doubling canvases); iPhone 16 Pro Max, 440 × 956 (owntracks'
        // Storyboard.storyboard, 24765; the-blue-alliance's TeamTableViewCell.xib, 24506).
        Entry(ibID: "retina6_3", deviceID: "iphone-16-pro", topInsetSince: []),
        Entry(ibID: "retina6_9", deviceID: "iphone-16-pro-max", topInsetSince: []),
        Entry(ibID: "ipad9_7", deviceID: "ipad-9-7", topInsetSince: padRule(20)),
        Entry(ibID: "ipad10_2", deviceID: "ipad-9", topInsetSince: padRule(20)),
        Entry(ibID: "ipad10_5", deviceID: "ipad-air-3", topInsetSince: padRule(20)),
        Entry(ibID: "ipad10_9rounded", deviceID: "ipad-10", topInsetSince: padRule(24)),
        Entry(ibID: "ipad11", deviceID: "ipad-pro-11", topInsetSince: padRule(24)),
        Entry(ibID: "ipad11_0rounded", deviceID: "ipad-pro-11", topInsetSince: padRule(24)),
        Entry(ibID: "ipad12_9", deviceID: "ipad-pro-12-9-2", topInsetSince: padRule(20)),
        Entry(ibID: "ipad12_9rounded", deviceID: "ipad-pro-12-9", topInsetSince: padRule(24)),
        // iPad Pro 13-inch (M4), 1032 × 1376, spelled with a capital I (threema's
        // ThreemaShareStoryboard.storyboard, build 23727: its navigation bar at y 24).
        Entry(ibID: "iPad13_0rounded", deviceID: "ipad-pro-13-m4", topInsetSince: padRule(24)),
    ]

    static var ids: [String] { table.map(\.ibID).sorted() }

    /// The entry for an IB device id, compared case-insensitively (Xcode writes `iPad13_0rounded`
    /// next to `ipad12_9rounded`).
    static func entry(_ id: String) -> Entry? {
        let wanted = id.lowercased()
        return table.first { $0.ibID.lowercased() == wanted }
    }
}
