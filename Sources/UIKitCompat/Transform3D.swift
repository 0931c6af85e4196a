import Foundation

// CATransform3D's functions, with Core Animation's conventions: row vectors (a point is
// transformed as p × M, so the translation sits in m41…m43) and `CATransform3DConcat(a, b)` is
// a then b. A layer draws in a plane, so what a 3-D transform does on screen is its affine part
// (`CATransform3DGetAffineTransform`): a half turn about the y axis is a horizontal mirror, the
// way libraries flip a star or an arrow for right-to-left.

/// CATransform3D: a 4 × 4 matrix (AutoLayout's, since a layer keeps one).
public typealias CATransform3D = Transform3D

public let CATransform3DIdentity = Transform3D.identity

/// `a` then `b` (a × b in row-vector convention).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row][column] = (0..<4).reduce(0) { $0 + x[row][$1] * y[$1][column] }
        }
    }
    return CATransform3D(rows: product)
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z); a zero axis is the identity, as in
/// Core Animation. About z it is `CGAffineTransform(rotationAngle:)` (clockwise on screen).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    // The rotation matrix of Rodrigues' formula, transposed for row vectors.
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Translates first, then applies `t` (Core Animation's order for the `…Translate` family).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether the transform maps the plane to itself with no depth or perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0
        && t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1
}

/// The affine part: what the transform does to the layer's plane, seen from the front.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan on [t | I]; a singular matrix is returned unchanged, as Core Animation does.
    var m = t.rows
    var inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }), abs(m[pivot][column]) > 1e-12 else {
            return t
        }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let scale = m[column][column]
        for j in 0..<4 { m[column][j] /= scale; inverse[column][j] /= scale }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            for j in 0..<4 { m[row][j] -= factor * m[column][j]; inverse[row][j] -= factor * inverse[column][j] }
        }
    }
    return CATransform3D(rows: inverse)
}

extension CALayer {
    /// CALayer.transform. A layer is drawn in its plane, so the transform kept is its affine
    /// part (`affineTransform()`): perspective and depth are dropped, and a rotation about the x
    /// or y axis keeps only what it does to the plane (a half turn about y mirrors it).
    public var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(affineTransform()) }
        set { setAffineTransform(CATransform3DGetAffineTransform(newValue)) }
    }
}

extension NSValue {
    /// NSValue(caTransform3D:): the sixteen entries, row by row (Foundation on Linux boxes no
    /// structures, but arrays of doubles).
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = t.rows.flatMap { $0 }
        self.init(bytes: &entries, objCType: "[16d]")
    }

    /// NSValue.caTransform3DValue: the identity for a value that holds no transform.
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == "[16d]" else { return CATransform3DIdentity }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { if let base = $0.baseAddress { getValue(base) } }
        return CATransform3D(rows: (0..<4).map { Array(entries[($0 * 4)..<($0 * 4 + 4)]) })
    }
}
