#![forbid(unsafe_code)]
//! The course's lessons, in course order: the one list every tool reads (`cargo xtask`, the
//! model checker, the website, the benchmarks), and the face a tool sees a lesson through
//! ([`DersKaydi`]). Adding a lesson means a new crate that implements the lesson contract
//! ([`ders::Ders`], [`ders::Programlar`], [`ders::Degismezler`]) and one line in [`her_ders`].

pub mod kayit;

pub use kayit::DersKaydi;

/// Calls macro `$m` with every lesson's type, in the order the course teaches them: the one
/// list of lessons. Code that needs each lesson's type (a benchmark, a generic test) expands
/// through it; everything else reads [`DERSLER`], which is built from it.
#[macro_export]
macro_rules! her_ders {
    ($m:ident) => {
        $m! {
            ::akis::Akis,
            ::denetci::Denetci,
            ::lider::Lider,
        }
    };
}

/// [`DERSLER`] from the list's types.
macro_rules! kayitlar {
    ($($ders:path),* $(,)?) => {
        /// Every lesson, in the order the course teaches them.
        pub static DERSLER: &[&dyn DersKaydi] = &[$(&$ders),*];
    };
}

her_ders!(kayitlar);

/// The lesson named `ad` (its package name), if there is one.
pub fn bul(ad: &str) -> Option<&'static dyn DersKaydi> {
    DERSLER.iter().copied().find(|d| d.ad() == ad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adlar_tekil_ve_bulunur() {
        let mut adlar: Vec<&str> = DERSLER.iter().map(|d| d.ad()).collect();
        for ad in &adlar {
            assert_eq!(bul(ad).map(|d| d.ad()), Some(*ad));
        }
        assert!(bul("yok").is_none());
        let n = adlar.len();
        adlar.sort();
        adlar.dedup();
        assert_eq!(adlar.len(), n, "a lesson is listed twice");
    }
}
