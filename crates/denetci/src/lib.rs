#![forbid(unsafe_code)]
//! Zamanlayici–Araci–Denetci: silent hangs and a permanently failing step, and a supervisor
//! that re-drives expired steps and compensates past a retry threshold.
//!
//! The model is [`akis`] (read it next to the lesson), a step function over [`durum`]'s state
//! that [`mod@kosum`] drives with the lesson's own faults; [`secenek`] holds its options (declared
//! once, as data) and results; [`rapor`] computes and prints what the `olc` and `hesap`
//! programs show; [`iz`] tells a run round by round; [`degismez`] says what must hold for every
//! option set. [`Denetci`] ties them to the lesson contract ([`ders::Ders`]).

pub mod akis;
pub mod degismez;
pub mod durum;
pub mod iz;
pub mod kosum;
pub mod rapor;
pub mod resim;
pub mod secenek;

pub use akis::{ADIM, ASILI, ISLER, KALICI};
pub use durum::{Ariza, Durum, Hal, Kayit, Kusur, Sonuc, TurArizasi};
pub use kosum::{dersin_arizasi, izle, kosum, oynat};
pub use secenek::{Hata, Olcum, Secenek};

use ders::{Ders, Iz, Izler, Kesif, OlcSutunu, Tanim};

/// The Zamanlayici–Araci–Denetci lesson, as its programs and the project's tools see it.
#[derive(Debug, Clone, Copy)]
pub struct Denetci;

impl Ders for Denetci {
    const AD: &'static str = "denetci";
    const OLC_ACIKLAMASI: &'static str = "Zamanlayici-Araci-Denetci dersinin olcumleri: \
        denetcisiz ve denetcili kosum, sonra tarama araligi taramasi. Bayraklar temel senaryoyu \
        degistirir; sutunlar yalniz denetciyi, tarama yalniz tarama araligini degistirir";
    const HESAP_ACIKLAMASI: &'static str = "Zamanlayici-Araci-Denetci: modelin bosa yurutme \
        payini ve deneme esigini K01'in gunluk hacmine, KK2 ve KK3 oranlarina uygular";

    type Secenek = Secenek;
    type Olcum = Olcum;
    type Olay = ders::iz::TurOlayi<iz::Olay>;
    type Hata = Hata;
    fn izle<I: Iz<ders::iz::TurOlayi<iz::Olay>>>(s: &Secenek, iz: &mut I) -> Result<Olcum, Hata> {
        izle(s, iz)
    }
    /// The options the story depends on, then a line per round.
    fn anlat(s: &Secenek, olaylar: &[ders::iz::TurOlayi<iz::Olay>]) -> (String, Vec<String>) {
        (rapor::baslik(s), iz::anlat(olaylar, s.tur))
    }

    type Taban = Secenek;
    const SENARYO: &'static [&'static dyn Tanim] = &secenek::SENARYO;
    const VARSAYIMLAR: &'static [&'static dyn Tanim] =
        &[&ders::k01::FATURA_SATIRI, &secenek::KK2, &ders::k01::KK3];
    const SUTUNLAR: &'static [OlcSutunu<Denetci>] = &rapor::SUTUNLAR;
    type Olc = rapor::Olc;
    type Hesap = rapor::Hesap;
    const ORNEKLER: [&'static [&'static str]; 2] =
        [&["--kira", "4"], &["--kk3", "0.001,0.005,0.01", "--deneme-siniri", "5"]];

    const KESIF: Kesif<Secenek, Olcum> = degismez::KESIF;

    /// Each round's hung and failing executions.
    type Zamanlama = Vec<TurArizasi>;
    fn oynat(s: &Secenek, z: &Vec<TurArizasi>) -> Result<Vec<Self::Olay>, Hata> {
        let mut olaylar = Vec::new();
        oynat(&Secenek { tur: z.len() as u32, ..s.clone() }, z, &mut olaylar)?;
        Ok(olaylar)
    }

    const ZAMAN_SINIRI: &'static str = resim::ZAMAN_SINIRI;
    fn zaman(izler: &Izler<Denetci>) -> String {
        resim::zaman(izler)
    }
    fn resimler(t: &Self::Taban) -> Result<Vec<(&'static str, String)>, Hata> {
        let olc = <rapor::Olc as ders::OlcSonucu<Denetci>>::hesapla(t)?;
        Ok(vec![
            ("denetci-zaman.svg", resim::zaman(&Izler::yeni(t)?)),
            ("denetci-tarama.svg", resim::tarama(&olc)),
        ])
    }
}
