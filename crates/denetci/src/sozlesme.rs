//! The lesson as the programs and the project's tools see it: [`Denetci`] implements the lesson
//! contract ([`ders::Ders`]), and the flags' values become the base scenario.

use crate::secenek::{DENEME_SINIRI, KIRA, TARAMA, TUR};
use crate::{
    Denetci, Hata, Olcum, Secenek, TurArizasi, degismez, iz, izle, olay, oynat, rapor, resim,
};
use ders::{Degerler, Degismezler, Ders, Iz, Izler, Kesif, OlcSutunu, Programlar, Tanim};

/// The options both programs take as flags, in help order.
pub const SENARYO: [&dyn Tanim; 4] = [&TARAMA, &KIRA, &DENEME_SINIRI, &TUR];

impl From<&Degerler> for Secenek {
    /// The base scenario the flags describe, with the supervisor (the columns turn it off).
    fn from(d: &Degerler) -> Self {
        Secenek {
            denetci: true,
            tarama: d.tam(&TARAMA),
            kira: d.tam(&KIRA),
            deneme_siniri: d.tam(&DENEME_SINIRI),
            tur: d.tam(&TUR),
        }
    }
}

impl Ders for Denetci {
    const AD: &'static str = "denetci";
    const MODEL: &'static str = "src/denetim.rs";
    type Secenek = Secenek;
    type Olcum = Olcum;
    type Hata = Hata;
    /// Each round's hung and failing executions.
    type Zamanlama = Vec<TurArizasi>;
    type Olay = cekirdek::TurOlayi<olay::Olay>;
    fn izle<I: Iz<cekirdek::TurOlayi<olay::Olay>>>(s: &Secenek, iz: &mut I) -> Result<Olcum, Hata> {
        izle(s, iz)
    }
    /// The options the story depends on, then a line per round.
    fn anlat(s: &Secenek, olaylar: &[cekirdek::TurOlayi<olay::Olay>]) -> (String, Vec<String>) {
        (rapor::baslik(s), iz::anlat(olaylar, s.tur))
    }
    fn oynat(s: &Secenek, z: &Vec<TurArizasi>) -> Result<Vec<Self::Olay>, Hata> {
        let mut olaylar = Vec::new();
        oynat(&Secenek { tur: z.len() as u32, ..s.clone() }, z, &mut olaylar)?;
        Ok(olaylar)
    }
}

impl Programlar for Denetci {
    const OLC_ACIKLAMASI: &'static str = "Zamanlayici-Araci-Denetci dersinin olcumleri: \
        denetcisiz ve denetcili kosum, sonra tarama araligi taramasi. Bayraklar temel senaryoyu \
        degistirir; sutunlar yalniz denetciyi, tarama yalniz tarama araligini degistirir";
    const HESAP_ACIKLAMASI: &'static str = "Zamanlayici-Araci-Denetci: modelin bosa yurutme \
        payini ve deneme esigini K01'in gunluk hacmine, KK2 ve KK3 oranlarina uygular";
    type Taban = Secenek;
    const SENARYO: &'static [&'static dyn Tanim] = &SENARYO;
    const VARSAYIMLAR: &'static [&'static dyn Tanim] =
        &[&ders::k01::FATURA_SATIRI, &rapor::KK2, &ders::k01::KK3];
    const SUTUNLAR: &'static [OlcSutunu<Denetci>] = &rapor::SUTUNLAR;
    type Olc = rapor::Olc;
    type Hesap = rapor::Hesap;
    const ORNEKLER: [&'static [&'static str]; 2] =
        [&["--kira", "4"], &["--kk3", "0.001,0.005,0.01", "--deneme-siniri", "5"]];
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

impl Degismezler for Denetci {
    const KESIF: Kesif<Secenek, Olcum> = degismez::KESIF;
}
