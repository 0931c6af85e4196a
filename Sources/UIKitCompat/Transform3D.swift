import Foundation

// CATransform3D and its functions, with Core Animation's conventions: row vectors (a point is
// transformed as p × M, so the translation sits in m41…m43) and `CATransform3DConcat(a, b)` is
// a then b. A layer draws in a plane, so what a 3-D transform does on screen is its affine part
// (`CATransform3DGetAffineTransform`): a half turn about the y axis is a horizontal mirror, the
// way libraries flip a star or an arrow for right-to-left.

/// CATransform3D: a 4 × 4 matrix.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// CATransform3D(): the zero matrix, as the C struct's initializer gives.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    fileprivate var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    fileprivate init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

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
