#![forbid(unsafe_code)]
//! Koreografi ve Orkestrasyon: one four-step end-of-day workflow over eight seller-days, driven
//! by events or by a coordinator, counting steps, messages, compensations and what a missing
//! cancel subscription leaves behind.
//!
//! The model is [`is`] (read it next to the lesson), a step function over [`durum`]'s state that
//! [`mod@kosum`] drives with the lesson's own failures; [`secenek`] holds its options and results;
//! [`rapor`] computes and prints what the `olc` and `hesap` programs show; [`iz`] tells a run
//! job by job; [`degismez`] says what must hold for every option set. [`Akis`] ties them to the
//! lesson contract ([`ders::Ders`]).

pub mod degismez;
pub mod durum;
pub mod is;
pub mod iz;
pub mod kosum;
pub mod rapor;
pub mod resim;
pub mod secenek;

pub use durum::{Ariza, Durum, Kusur};
pub use is::{ADIM, Adim, HATA, ISLER, yapi};
pub use kosum::{dersin_arizasi, izle, kosum, oynat};
pub use secenek::{Hata, Kip, Olcum, Secenek, Servis};

use ders::{Ders, Iz, Izler, Kesif, OlcSutunu, Tanim};
use secenek::EKSIK_ABONE;

/// The Koreografi ve Orkestrasyon lesson, as its programs and the project's tools see it.
#[derive(Debug, Clone, Copy)]
pub struct Akis;

impl Ders for Akis {
    const AD: &'static str = "akis";
    const OLC_ACIKLAMASI: &'static str = "Koreografi ve Orkestrasyon dersinin olcumleri: iki \
        kip ve eksik bir iptal aboneligi, hata izi, kalan yazmalar, yapisal tablo ve ileti \
        oranlari";
    const HESAP_ACIKLAMASI: &'static str = "Koreografi ve Orkestrasyon: modelin is basina \
        oranlarini K01'in gunluk hacmine, gun sonu penceresine, KK2 oranlarina ve tepe yazma \
        akisina uygular";

    type Secenek = Secenek;
    type Olcum = Olcum;
    type Olay = iz::Olay;
    type Hata = Hata;
    fn izle<I: Iz<iz::Olay>>(s: &Secenek, iz: &mut I) -> Result<Olcum, Hata> {
        izle(s, iz)
    }
    /// How the mode and the subscriptions compensate, then a line per job.
    fn anlat(s: &Secenek, olaylar: &[iz::Olay]) -> (String, Vec<String>) {
        (rapor::baslik(s), iz::anlat(s.kip, olaylar))
    }

    /// The service missing from the middle column's cancel chain.
    type Taban = Servis;
    const SENARYO: &'static [&'static dyn Tanim] = &[&EKSIK_ABONE];
    const VARSAYIMLAR: &'static [&'static dyn Tanim] = &[
        &ders::k01::FATURA_SATIRI,
        &ders::k01::PENCERE_SAAT,
        &ders::k01::TEPE_YAZMA,
        &ders::k01::KK2,
    ];
    const SUTUNLAR: &'static [OlcSutunu<Akis>] = &rapor::SUTUNLAR;
    type Olc = rapor::Olc;
    type Hesap = rapor::Hesap;
    const ORNEKLER: [&'static [&'static str]; 2] =
        [&["--eksik-abone", "sozlesme"], &["--pencere-saat", "2", "--kk2", "0.01,0.02,0.04"]];

    const KESIF: Kesif<Secenek, Olcum> = degismez::KESIF;

    /// The first job's faults, one per step.
    type Zamanlama = Vec<Ariza>;
    fn oynat(s: &Secenek, z: &Vec<Ariza>) -> Result<Vec<Self::Olay>, Hata> {
        let mut olaylar = Vec::new();
        oynat(s, z, &mut olaylar)?;
        Ok(olaylar)
    }

    const ZAMAN_SINIRI: &'static str = "yalniz her kosumun ilk hatali isinin iletileri cizilir";
    fn zaman(izler: &Izler<Akis>) -> String {
        resim::sira(izler)
    }
    fn resimler(t: &Self::Taban) -> Result<Vec<(&'static str, String)>, Hata> {
        Ok(vec![("akis-sira.svg", resim::sira(&Izler::yeni(t)?))])
    }
}
