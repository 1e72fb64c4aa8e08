//! The checking runs of a report: each lesson's configurations for some bounds
//! (`arama::Sinirlar`), the real model's then each mutant's, behind one face ([`Kontrol`]).

use crate::denetlenen::{DenetimSonucu, Denetlenebilir, Denetlenen, denetle, gez};
use arama::{Denetim, Sinirlar, Yapilandirma};
use ders::Ders;

/// One checking run of the report: a lesson model in one configuration, possibly a mutant.
pub trait Kontrol: Send + Sync {
    /// The lesson checked, by its package name.
    fn ders(&self) -> &'static str;
    /// Checks every claim; stopped at the memory limit.
    fn calistir(&self) -> Result<Vec<DenetimSonucu>, crate::izleme::Durduruldu>;
    /// Serves stateright's Explorer for this configuration on `adres`.
    fn gez(&self, adres: &str);
}

/// A lesson model as a [`Kontrol`].
struct Calisma<M>(Denetlenen<M>);

impl<M: Denetlenebilir> Kontrol for Calisma<M> {
    fn ders(&self) -> &'static str {
        <M::Ders as Ders>::AD
    }
    fn calistir(&self) -> Result<Vec<DenetimSonucu>, crate::izleme::Durduruldu> {
        denetle(self.0.clone())
    }
    fn gez(&self, adres: &str) {
        gez(self.0.clone(), adres);
    }
}

/// Model `m`, named `etiket`, as a checking run of the report.
pub fn kontrol<M: Denetlenebilir>(etiket: &str, m: M) -> Box<dyn Kontrol> {
    Box::new(Calisma(Denetlenen::yeni(m, etiket)))
}

/// A lesson's configurations as checking runs.
fn hepsi<M: Denetlenebilir>(y: Vec<Yapilandirma<M>>) -> Vec<Box<dyn Kontrol>> {
    y.into_iter().map(|(etiket, m)| kontrol(&etiket, m)).collect()
}

/// Lesson `D`'s checking runs for bounds `s`: its own model's configurations, then its mutants.
fn kontroller<D: Denetim>(s: &Sinirlar) -> Vec<Box<dyn Kontrol>> {
    hepsi(D::yapilandirmalar(s))
}

/// Lesson `D`'s own model's checking runs for bounds `s`, with the options of `degerler` set.
fn secenekli<D: Denetim>(s: &Sinirlar, degerler: &[(&str, u32)]) -> Vec<Box<dyn Kontrol>> {
    hepsi(D::secenekli(s, degerler))
}

/// A lesson as the checker knows it: its name, the lesson's check as every tool sees it (its
/// options, the flags it ignores, its bounds: `arama::DersDenetimi`), its checking runs for some
/// bounds (the real model's configurations, then each mutant's), and the real model's runs with
/// the lesson's options set (by key).
pub struct DersKontrolleri {
    /// The lesson's name ([`ders::Ders::AD`]).
    pub ad: &'static str,
    /// The lesson's check as every tool sees it.
    pub denetim: arama::DersDenetimi,
    /// Every checking run for some bounds.
    pub kontroller: fn(&Sinirlar) -> Vec<Box<dyn Kontrol>>,
    /// The real model's runs with the options set.
    pub secenekli: Secenekli,
}

/// A lesson's own model's checking runs for some bounds, with some of its options set (by key).
pub type Secenekli = fn(&Sinirlar, &[(&str, u32)]) -> Vec<Box<dyn Kontrol>>;

impl DersKontrolleri {
    /// Lesson `D`'s entry.
    pub const fn yeni<D: Denetim>() -> Self {
        DersKontrolleri {
            ad: D::AD,
            denetim: arama::DersDenetimi::yeni::<D>(),
            kontroller: kontroller::<D>,
            secenekli: secenekli::<D>,
        }
    }
}
