extension DILifeTime {
    /// `DISetting.Defaults.lifeTime`, read when a registration is made.
    ///
    /// ```swift
    /// DISetting.Defaults.lifeTime = .objectGraph
    /// let lifetime = DILifeTime.default   // .objectGraph
    /// ```
    public static var `default`: DILifeTime { DISetting.Defaults.lifeTime }
}
