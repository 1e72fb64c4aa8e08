#![forbid(unsafe_code)]
//! Lider Secimi: leases, fencing tokens and persistent triggers, counted in missed and
//! double-started end-of-day batches.
//!
//! The model is [`secim`] (read it next to the lesson), a step function over [`durum`]'s state
//! that [`mod@kosum`] drives with the lesson's own faults; [`secenek`] holds its options (declared
//! once, as data) and results; [`rapor`] computes and prints what the `olc` and `hesap`
//! programs show; [`iz`] tells a run round by round; [`resim`] draws it; [`degismez`] says what
//! must hold for every option set. [`Lider`] ties them to the lesson contract ([`ders::Ders`]).

pub mod degismez;
pub mod durum;
pub mod iz;
pub mod kosum;
pub mod rapor;
pub mod resim;
pub mod secenek;
pub mod secim;

pub use durum::{Ariza, Durum, Kayit, Kusur};
pub use kosum::{dersin_arizasi, izle, kosum, oynat};
pub use secenek::{Hata, Olcum, Secenek};
pub use secim::{BAS, TETIK};

use ders::{Ders, Iz, Izler, Kesif, OlcSutunu, Tanim};

/// The Lider Secimi lesson, as its programs and the project's tools see it.
#[derive(Debug, Clone, Copy)]
pub struct Lider;

impl Ders for Lider {
    const AD: &'static str = "lider";
    const OLC_ACIKLAMASI: &'static str = "Lider Secimi dersinin olcumleri: yalin, citlemeli ve \
        citleme+kalici tetikli uc kosum, sonra iki duraklama icin kira taramasi. Bayraklar temel \
        senaryoyu degistirir; sutunlar yalniz citlemeyi ve kalici tetigi, tarama yalniz kirayi \
        ve duraklamayi degistirir";
    const HESAP_ACIKLAMASI: &'static str = "Lider Secimi: modelin lidersiz ve iki liderli \
        pencere paylarini K01'in gun sonu partisine ve KK4'un yillik devralma sayisina uygular";

    type Secenek = Secenek;
    type Olcum = Olcum;
    type Olay = ders::iz::TurOlayi<iz::Olay>;
    type Hata = Hata;
    fn izle<I: Iz<ders::iz::TurOlayi<iz::Olay>>>(s: &Secenek, iz: &mut I) -> Result<Olcum, Hata> {
        izle(s, iz)
    }
    /// The scenario as used, then a line per round.
    fn anlat(s: &Secenek, olaylar: &[ders::iz::TurOlayi<iz::Olay>]) -> (String, Vec<String>) {
        (rapor::senaryo(s), iz::anlat(olaylar))
    }

    type Taban = Secenek;
    const SENARYO: &'static [&'static dyn Tanim] = &secenek::SENARYO;
    const VARSAYIMLAR: &'static [&'static dyn Tanim] =
        &[&ders::k01::FATURA_SATIRI, &ders::k01::KK4];
    const SUTUNLAR: &'static [OlcSutunu<Lider>] = &rapor::SUTUNLAR;
    type Olc = rapor::Olc;
    type Hesap = rapor::Hesap;
    const ORNEKLER: [&'static [&'static str]; 2] =
        [&["--yenileme", "1"], &["--kk4", "6,12,24", "--fatura-satiri", "8000"]];

    const KESIF: Kesif<Secenek, Olcum> = degismez::KESIF;

    /// The unreachable nodes of each round.
    type Zamanlama = Vec<ders::Kume>;
    fn oynat(s: &Secenek, z: &Vec<ders::Kume>) -> Result<Vec<Self::Olay>, Hata> {
        let mut olaylar = Vec::new();
        oynat(&Secenek { tur: z.len() as u32, ..s.clone() }, z, &mut olaylar)?;
        Ok(olaylar)
    }

    const ZAMAN_SINIRI: &'static str = resim::ZAMAN_SINIRI;
    fn zaman(izler: &Izler<Lider>) -> String {
        resim::zaman(izler)
    }
    fn resimler(t: &Secenek) -> Result<Vec<(&'static str, String)>, Hata> {
        let olc = <rapor::Olc as ders::OlcSonucu<Lider>>::hesapla(t)?;
        Ok(vec![
            ("lider-zaman.svg", resim::zaman(&Izler::yeni(t)?)),
            ("lider-kira.svg", resim::kira(&olc)),
        ])
    }
}
