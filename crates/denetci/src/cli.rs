//! The command line of `olc` and `hesap`: each option of the base scenario as a flag, checked
//! against the model's domain, plus K01's values in `hesap`.

use crate::rapor::{Hesap, Izler, Olc, Varsayimlar, izler};
use crate::{Hata, Secenek, aralik};
use clap::Parser;
use k01::arac::{FaturaSatiriArg, IZ_YARDIMI, Kk2TekArg, Kk3Arg, Ortak, Program, YaDa, yardim};
use k01::bicim::Sayi;

fn v() -> Secenek {
    Secenek::default()
}

/// The base scenario's flags (the supervisor itself is what the columns vary).
#[derive(clap::Args, Debug, Clone)]
pub struct Senaryo {
    #[arg(long, value_name = "TUR", value_parser = aralik::TARAMA.ayristirici(), default_value_t = v().tarama,
          hide_default_value = true, help = yardim("Denetci kaydi kac turda bir tarar", aralik::TARAMA, v().tarama))]
    tarama: u32,
    #[arg(long, value_name = "TUR", value_parser = aralik::KIRA.ayristirici(), default_value_t = v().kira,
          hide_default_value = true, help = yardim("Kira: baslayan adima sonucu icin taninan tur", aralik::KIRA, v().kira))]
    kira: u32,
    #[arg(long, value_name = "N", value_parser = aralik::DENEME_SINIRI.ayristirici(), default_value_t = v().deneme_siniri,
          hide_default_value = true, help = yardim("Kac yeniden surmeden sonra is telafi edilir", aralik::DENEME_SINIRI, v().deneme_siniri))]
    deneme_siniri: u32,
    #[arg(long, value_name = "TUR", value_parser = aralik::TUR.ayristirici(), default_value_t = v().tur,
          hide_default_value = true, help = yardim("En fazla kac tur kosulur (butun isler durunca erken biter)", aralik::TUR, v().tur))]
    tur: u32,
}

impl Senaryo {
    /// The base scenario these flags describe.
    pub fn secenek(&self) -> Secenek {
        let (tarama, kira, deneme_siniri, tur) =
            (self.tarama, self.kira, self.deneme_siniri, self.tur);
        Secenek { tarama, kira, deneme_siniri, tur, ..Secenek::default() }
    }
}

/// Zamanlayici-Araci-Denetci dersinin olcumleri: denetcisiz ve denetcili kosum, sonra tarama
/// araligi taramasi. Bayraklar temel senaryoyu degistirir; sutunlar yalniz denetciyi, tarama
/// yalniz tarama araligini degistirir.
#[derive(Parser, Debug)]
#[command(version)]
pub struct OlcArg {
    #[command(flatten)]
    senaryo: Senaryo,
    #[arg(long, help = IZ_YARDIMI)]
    iz: bool,
    #[command(flatten)]
    ortak: Ortak,
}

impl Program for OlcArg {
    type Sonuc = YaDa<Olc, Izler>;
    type Hata = Hata;
    fn ortak(&self) -> &Ortak {
        &self.ortak
    }
    fn hesapla(&self) -> Result<Self::Sonuc, Hata> {
        let s = self.senaryo.secenek();
        Ok(if self.iz { YaDa::Su(izler(&s)?) } else { YaDa::Bu(Olc::hesapla(&s)?) })
    }
}

/// Zamanlayici-Araci-Denetci: modelin bosa yurutme payini ve deneme esigini K01'in gunluk
/// hacmine, KK2 ve KK3 oranlarina uygular.
#[derive(Parser, Debug)]
#[command(version)]
pub struct HesapArg {
    #[command(flatten)]
    senaryo: Senaryo,
    #[command(flatten)]
    fatura_satiri: FaturaSatiriArg,
    #[command(flatten)]
    kk2: Kk2TekArg,
    #[command(flatten)]
    kk3: Kk3Arg,
    #[command(flatten)]
    ortak: Ortak,
}

impl Program for HesapArg {
    type Sonuc = Hesap;
    type Hata = Hata;
    fn ortak(&self) -> &Ortak {
        &self.ortak
    }
    fn hesapla(&self) -> Result<Hesap, Hata> {
        let v = Varsayimlar {
            fatura_satiri: Sayi(self.fatura_satiri.fatura_satiri),
            kk2: Sayi(self.kk2.kk2),
            kk3: self.kk3.kk3.clone(),
        };
        Hesap::hesapla(&self.senaryo.secenek(), &v)
    }
}
