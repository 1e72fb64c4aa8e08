#![forbid(unsafe_code)]
//! The course's lessons, in course order: the one list every tool reads (`cargo xtask`, the
//! model checker, the website and its browser test, the benchmarks), and the face a tool sees a
//! lesson through ([`DersKaydi`]). The crate re-exports each lesson crate, so that a tool
//! depends on this list and not on each lesson, and forwards the lessons' features (`cli`, the
//! programs; `kesif`, the search side of the check of every timing).
//!
//! A new lesson is a crate that implements the lesson contract ([`ders::Ders`], the parts of
//! [`ders::Programlar`]: [`ders::Senaryo`], [`ders::Tablolar`], [`ders::Resimler`],
//! [`ders::Cizelge`], [`ders::Duraklar`], [`ders::TekDegisiklikler`], and
//! [`ders::Degismezler`]) and, behind its `kesif` feature, `arama::Denetim`, with its page's
//! files in its `sayfa/` folder ([`sayfa`]); then one line in the list below, its dependency in
//! this crate's manifest, and its page in `docs/SUMMARY.md` (docs/degisiklik.md, rehearsed by
//! `cargo xtask prova`).

pub mod ders_kaydi;
pub mod sayfa;

pub use ders_kaydi::DersKaydi;

/// Writes the list: each lesson crate re-exported, its `sayfa/alistirmalar.toml` compiled in
/// ([`sayfa::Sayfali`]), and [`her_ders`] over their types. (`$d` is a dollar sign, so that the
/// macro can write a macro.)
macro_rules! ders_listesi {
    ($d:tt $($krate:ident :: $tip:ident),* $(,)?) => {
        $(
            pub use ::$krate;

            impl sayfa::Sayfali for ::$krate::$tip {
                const ALISTIRMALAR: &'static str = include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/../",
                    stringify!($krate),
                    "/sayfa/alistirmalar.toml"
                ));
            }
        )*

        /// Calls macro `$m` with every lesson's type, in the order the course teaches them: the
        /// one list of lessons. A tool that needs each lesson's type (the checker, a benchmark, a
        /// generic test) expands it; everything else reads [`DERSLER`], which is built from it.
        #[macro_export]
        macro_rules! her_ders {
            ($d m:ident) => {
                $d m! { $($d crate::$krate::$tip),* }
            };
        }
    };
}

ders_listesi! {$
    akis::Akis,
    denetci::Denetci,
    lider::Lider,
}

/// [`DERSLER`] from the list's types.
macro_rules! kayitlar {
    ($($ders:path),* $(,)?) => {
        /// Every lesson, in the order the course teaches them.
        pub static DERSLER: &[&dyn DersKaydi] = &[$(&$ders),*];
    };
}

her_ders!(kayitlar);

/// The lesson named `ad` (its package name, [`ders::Ders::AD`]), if there is one.
pub fn bul(ad: &str) -> Option<&'static dyn DersKaydi> {
    DERSLER.iter().copied().find(|d| d.ad() == ad)
}
