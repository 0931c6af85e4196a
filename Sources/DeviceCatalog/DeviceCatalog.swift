// The built-in devices (uikit-layout-facts §10) and the lookup by catalogue id, name or
// Interface Builder `<device id>` (xib-format §11).
import LayoutTypes

/// A device id that neither the catalogue nor Interface Builder's table knows.
public struct UnknownDeviceError: Error, Sendable, Hashable, CustomStringConvertible {
    public var id: String
    /// Every id that would have been accepted, sorted.
    public var known: [String]

    public var description: String {
        "unknown device id '\(id)'; known ids: \(known.joined(separator: ", "))"
    }
}

/// The catalogue of current (and, for old Interface Builder documents, past) iPhones and iPads.
public enum DeviceCatalog {
    /// Every built-in device, phones first, in a fixed order.
    public static let all: [Device] = phones + pads

    /// The device with this catalogue id (`iphone-15-pro`), IB device id (`retina6_12`), name
    /// or other name (`iPhone 15`), compared case-insensitively. IB ids resolve with the
    /// newest Xcode's safe areas; use `interfaceBuilderDevice` to honour a tools version.
    public static func device(_ key: String) throws(UnknownDeviceError) -> Device {
        let wanted = key.lowercased()
        if let hit = all.first(where: { $0.id == wanted }) { return hit }
        if let hit = all.first(where: { $0.name.lowercased() == wanted }) { return hit }
        if let hit = all.first(where: { $0.alsoKnownAs.contains { $0.lowercased() == wanted } }) { return hit }
        if let ib = InterfaceBuilderDevices.entry(key) { return try ib.device(toolsVersion: nil) }
        throw UnknownDeviceError(id: key, known: knownKeys)
    }

    /// The device an Interface Builder document was laid out for: its `<device id>` and the
    /// document's `toolsVersion` (safe-area insets of IB's canvas changed between Xcode versions).
    public static func interfaceBuilderDevice(id: String, toolsVersion: String?) throws(UnknownDeviceError) -> Device {
        guard let entry = InterfaceBuilderDevices.entry(id) else {
            throw UnknownDeviceError(id: id, known: InterfaceBuilderDevices.ids)
        }
        return try entry.device(toolsVersion: toolsVersion)
    }

    /// Whether `interfaceBuilderDevice(id:toolsVersion:)` refuses this IB device id.
    public static func isUnknownInterfaceBuilderID(_ id: String) -> Bool {
        InterfaceBuilderDevices.entry(id) == nil
    }

    /// The Xcode build that saved a document (`16097.3` → 16097); a missing or unreadable
    /// version, or Xcode 15's constant `32700.99.1234`, counts as the newest.
    public static func interfaceBuilderBuild(toolsVersion: String?) -> Int {
        InterfaceBuilderDevices.build(toolsVersion)
    }

    /// Whether Xcode of this `toolsVersion` gave freeform top-level views of a home-button
    /// phone's canvas the 20-point status bar: not before build 14868 (Xcode 10.2), when only
    /// screen-sized roots had it (a 375 × 44 header of build 14460 stores its top subview at y 0).
    public static func interfaceBuilderInsetsFreeformViews(toolsVersion: String?) -> Bool {
        InterfaceBuilderDevices.build(toolsVersion) >= 14868
    }

    /// Whether Xcode of this `toolsVersion` gave a xib's freeform top-level view the device's
    /// bottom inset whatever its height, as it gives a view larger than the screen: from build
    /// 21701 (Xcode 14.3) on, where earlier canvases gave only the part of the view over the
    /// home indicator (none, for a view shorter than the screen). The canvases that double a
    /// controller's insets (builds 23727..<32700, `InterfaceBuilderDevices.doublesNotchedInsets`) are
    /// left out: Xcode 26's one such view in the scan (zotero-ios) keeps the undoubled 34, and build
    /// 23727's (zotero-ios again) breaks its bottom constraint, so their rule is not known
    /// (docs/ib-corpus-triage.md, "Eighth session: mining round"; the files in
    /// `scripts/ib-mine-evidence.tsv`; docs/ib-round-insets.md).
    public static func interfaceBuilderGivesFreeformViewsTheBottomInset(toolsVersion: String?) -> Bool {
        let build = InterfaceBuilderDevices.build(toolsVersion)
        return build >= 21701 && !InterfaceBuilderDevices.doublesNotchedInsets.contains(build)
    }

    /// The device a document saved for an IB device id this table does not know is laid out on:
    /// the catalogue device whose screen is the document's canvas (`canvas`, the stored size of
    /// its screen-sized roots, either orientation), else the nearest one of its idiom (an `ipad…`
    /// id or a canvas at least 700 points wide is a pad) with the canvas as its screen; without a
    /// canvas, the newest device of the idiom. Newer Xcodes add ids before LayoutCheck knows them,
    /// and their documents still carry the screen they were drawn on.
    public static func canvasDevice(forUnknownInterfaceBuilderID id: String, canvas: Size?) -> (device: Device, exact: Bool) {
        let portrait = canvas.map { Size(width: min($0.width, $0.height), height: max($0.width, $0.height)) }
        let isPad = id.lowercased().hasPrefix("ipad") || (portrait.map { $0.width >= 700 } ?? false)
        let idiom: Idiom = isPad ? .pad : .phone
        let pool = all.filter { $0.idiom == idiom }
        guard let portrait else {
            let newest = isPad ? "ipad-10" : "iphone-16-pro"
            return (pool.first { $0.id == newest } ?? pool[0], false)
        }
        if let exact = pool.first(where: { $0.portraitSize == portrait }) { return (exact, true) }
        // Nearest by the sum of the differences in width and height; of equally near ones the finer
        // scale (phones since the iPhone X are @3x but the XR/11), then the catalogue's order.
        var best = pool[0]
        for candidate in pool.dropFirst() {
            let d = distance(candidate.portraitSize, portrait), bestD = distance(best.portraitSize, portrait)
            if d < bestD || (d == bestD && candidate.scale > best.scale) { best = candidate }
        }
        var device = best
        device.portraitSize = portrait
        device.name = "\(best.name) at \(points(portrait.width)) × \(points(portrait.height))"
        return (device, false)
    }

    /// A length as Interface Builder writes it: `402`, `402.5`.
    public static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    private static func distance(_ a: Size, _ b: Size) -> Double {
        abs(a.width - b.width) + abs(a.height - b.height)
    }

    /// Catalogue ids and IB device ids, sorted: what `device(_:)` accepts besides names.
    public static var knownKeys: [String] {
        (all.map(\.id) + InterfaceBuilderDevices.ids).sorted()
    }

    // MARK: - The tables

    private static let compactPhone = (SizeClasses.compactWidthRegularHeight, SizeClasses.compactWidthCompactHeight)
    private static let widePhone = (SizeClasses.compactWidthRegularHeight, SizeClasses.regularWidthCompactHeight)

    /// A home-button iPhone: status bar 20 on top in portrait; landscape hides the status bar.
    private static func homeButtonPhone(_ id: String, _ name: String, _ aka: [String], _ w: Double, _ h: Double,
                                        scale: Double, wide: Bool) -> Device {
        let classes = wide ? widePhone : compactPhone
        return Device(id: id, name: name, alsoKnownAs: aka, idiom: .phone,
                      portraitSize: Size(width: w, height: h), scale: scale,
                      portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero,
                      portraitSizeClasses: classes.0, landscapeSizeClasses: classes.1,
                      hasHomeIndicator: false, sensorHousing: .none)
    }

    /// A Face ID iPhone: portrait T/34; landscape left = right = the portrait top, bottom 21.
    private static func faceIDPhone(_ id: String, _ name: String, _ aka: [String], _ w: Double, _ h: Double,
                                    top: Double, wide: Bool, housing: SensorHousing) -> Device {
        let classes = wide ? widePhone : compactPhone
        return Device(id: id, name: name, alsoKnownAs: aka, idiom: .phone,
                      portraitSize: Size(width: w, height: h), scale: 3,
                      portraitSafeArea: EdgeInsets(top: top, bottom: 34),
                      landscapeSafeArea: EdgeInsets(left: top, bottom: 21, right: top),
                      portraitSizeClasses: classes.0, landscapeSizeClasses: classes.1,
                      hasHomeIndicator: true, sensorHousing: housing)
    }

    /// An iPad (all @2x, wR hR at full screen); the same top/bottom insets in both orientations.
    private static func pad(_ id: String, _ name: String, _ aka: [String], _ w: Double, _ h: Double,
                            homeButton: Bool) -> Device {
        let insets = homeButton ? EdgeInsets(top: 20) : EdgeInsets(top: 24, bottom: 20)
        return Device(id: id, name: name, alsoKnownAs: aka, idiom: .pad,
                      portraitSize: Size(width: w, height: h), scale: 2,
                      portraitSafeArea: insets, landscapeSafeArea: insets,
                      portraitSizeClasses: .regularWidthRegularHeight,
                      landscapeSizeClasses: .regularWidthRegularHeight,
                      hasHomeIndicator: !homeButton, sensorHousing: .none)
    }

    // facts §10.1, plus the older phones Interface Builder documents name (xib-format §11).
    private static let phones: [Device] = [
        homeButtonPhone("iphone-se-3", "iPhone SE (3rd generation)", ["iPhone SE (2nd generation)", "iPhone 8"],
                        375, 667, scale: 2, wide: false),
        homeButtonPhone("iphone-8-plus", "iPhone 8 Plus", [], 414, 736, scale: 3, wide: true),
        // iPhone 11 / XR is the only @2x Face ID phone: built by hand rather than faceIDPhone.
        Device(id: "iphone-11", name: "iPhone 11", alsoKnownAs: ["iPhone XR"], idiom: .phone,
               portraitSize: Size(width: 414, height: 896), scale: 2,
               portraitSafeArea: EdgeInsets(top: 48, bottom: 34),
               landscapeSafeArea: EdgeInsets(left: 48, bottom: 21, right: 48),
               portraitSizeClasses: widePhone.0, landscapeSizeClasses: widePhone.1,
               hasHomeIndicator: true, sensorHousing: .notch),
        faceIDPhone("iphone-13-mini", "iPhone 13 mini", ["iPhone 12 mini"], 375, 812,
                    top: 50, wide: false, housing: .notch),
        // The iPhone 16e (2025) has the iPhone 14's 390 × 844 notched screen (HIG, "Layout", device table).
        faceIDPhone("iphone-14", "iPhone 14", ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 16e"], 390, 844,
                    top: 47, wide: false, housing: .notch),
        faceIDPhone("iphone-14-plus", "iPhone 14 Plus", ["iPhone 12 Pro Max", "iPhone 13 Pro Max"], 428, 926,
                    top: 47, wide: true, housing: .notch),
        faceIDPhone("iphone-15-pro", "iPhone 15 Pro", ["iPhone 14 Pro", "iPhone 15", "iPhone 16"], 393, 852,
                    top: 59, wide: false, housing: .dynamicIsland),
        faceIDPhone("iphone-15-pro-max", "iPhone 15 Pro Max", ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"],
                    430, 932, top: 59, wide: true, housing: .dynamicIsland),
        // The iPhone 17 and 17 Pro (2025) share the 16 Pro's 402 × 874 screen (HIG device table;
        // Interface Builder's retina6_3 canvas is that size: docs/ib-devices.md).
        faceIDPhone("iphone-16-pro", "iPhone 16 Pro", ["iPhone 17", "iPhone 17 Pro"], 402, 874,
                    top: 62, wide: false, housing: .dynamicIsland),
        faceIDPhone("iphone-16-pro-max", "iPhone 16 Pro Max", ["iPhone 17 Pro Max"], 440, 956,
                    top: 62, wide: true, housing: .dynamicIsland),
        faceIDPhone("iphone-x", "iPhone X", ["iPhone XS", "iPhone 11 Pro"], 375, 812,
                    top: 44, wide: false, housing: .notch),
        faceIDPhone("iphone-11-pro-max", "iPhone 11 Pro Max", ["iPhone XS Max"], 414, 896,
                    top: 44, wide: true, housing: .notch),
        homeButtonPhone("iphone-se-1", "iPhone SE (1st generation)", ["iPhone 5", "iPhone 5s"],
                        320, 568, scale: 2, wide: false),
        homeButtonPhone("iphone-4s", "iPhone 4s", [], 320, 480, scale: 2, wide: false),
    ]

    // facts §10.2, plus the home-button iPads Interface Builder documents name.
    private static let pads: [Device] = [
        // facts §10.2: the 820 × 1180 iPads include the iPad Air 11″ M3 and the iPad (A16) of 2025.
        pad("ipad-10", "iPad (10th generation)", ["iPad Air 11-inch (M2)", "iPad Air (5th generation)",
                                                  "iPad Air 11-inch (M3)", "iPad (A16)"],
            820, 1180, homeButton: false),
        pad("ipad-mini-6", "iPad mini (6th generation)", ["iPad mini (A17 Pro)"], 744, 1133, homeButton: false),
        pad("ipad-pro-11", "iPad Pro 11-inch", [], 834, 1194, homeButton: false),
        pad("ipad-pro-11-m4", "iPad Pro 11-inch (M4)", ["iPad Pro 11-inch (M5)"], 834, 1210, homeButton: false),
        pad("ipad-pro-12-9", "iPad Pro 12.9-inch", ["iPad Air 13-inch", "iPad Air 13-inch (M3)"], 1024, 1366, homeButton: false),
        pad("ipad-pro-13-m4", "iPad Pro 13-inch (M4)", ["iPad Pro 13-inch (M5)"], 1032, 1376, homeButton: false),
        pad("ipad-9", "iPad (9th generation)", [], 810, 1080, homeButton: true),
        pad("ipad-9-7", "iPad 9.7-inch", ["iPad mini (5th generation)"], 768, 1024, homeButton: true),
        pad("ipad-air-3", "iPad Air (3rd generation)", ["iPad Pro 10.5-inch"], 834, 1112, homeButton: true),
        pad("ipad-pro-12-9-2", "iPad Pro 12.9-inch (2nd generation)", [], 1024, 1366, homeButton: true),
    ]
}
