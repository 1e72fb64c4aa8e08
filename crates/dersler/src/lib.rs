#![forbid(unsafe_code)]
//! The course's lessons, in course order: the one list every tool reads (`cargo xtask`, the
//! model checker, the website). Adding a lesson means a new crate that implements
//! [`ders::Ders`] and one entry here.

use ders::DersKaydi;

/// Every lesson, in the order the course teaches them.
pub static DERSLER: [&dyn DersKaydi; 3] = [&lider::Lider, &denetci::Denetci, &akis::Akis];

/// The lesson named `ad` (its package name), if there is one.
pub fn bul(ad: &str) -> Option<&'static dyn DersKaydi> {
    DERSLER.iter().copied().find(|d| d.ad() == ad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adlar_tekil_ve_bulunur() {
        let adlar: Vec<&str> = DERSLER.iter().map(|d| d.ad()).collect();
        assert_eq!(adlar, ["lider", "denetci", "akis"]);
        assert_eq!(bul("akis").map(|d| d.ad()), Some("akis"));
        assert!(bul("yok").is_none());
    }
}
