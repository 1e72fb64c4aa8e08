//! The command line of `olc` and `hesap`: each option of the base scenario as a flag, checked
//! against the model's domain, plus K01's values in `hesap`.

use crate::rapor::{Hesap, Izler, Olc, Varsayimlar, izler};
use crate::{BAS, Hata, Secenek, aralik};
use clap::Parser;
use k01::arac::{FaturaSatiriArg, IZ_YARDIMI, Kk4Arg, Ortak, Program, YaDa, yardim};
use k01::bicim::Sayi;

fn v() -> Secenek {
    Secenek::default()
}

/// The base scenario's flags.
#[derive(clap::Args, Debug, Clone)]
pub struct Senaryo {
    #[arg(long, value_name = "N", value_parser = aralik::DUGUM.ayristirici(), default_value_t = v().dugum,
          hide_default_value = true, help = yardim("Dugum sayisi; dugum 0 ilk liderdir", aralik::DUGUM, v().dugum))]
    dugum: u32,
    #[arg(long, value_name = "TUR", value_parser = aralik::KIRA.ayristirici(), default_value_t = v().kira,
          hide_default_value = true, help = yardim("Kira: kayit kac tur tazelenmezse baska dugum ustlenir", aralik::KIRA, v().kira))]
    kira: u32,
    #[arg(long, value_name = "TUR", value_parser = aralik::YENILEME.ayristirici(), default_value_t = v().yenileme,
          hide_default_value = true, help = yardim("Dugumler kaydi kac turda bir okur (lider olmadigini goren birakir)", aralik::YENILEME, v().yenileme))]
    yenileme: u32,
    #[arg(long, value_name = "TUR", value_parser = aralik::DURAKLAMA.ayristirici(), default_value_t = v().duraklama,
          hide_default_value = true, help = yardim(&format!("Ilk lider {BAS}. turdan itibaren kac tur ulasilamaz kalir"), aralik::DURAKLAMA, v().duraklama))]
    duraklama: u32,
    #[arg(long, value_name = "TUR", value_parser = aralik::TUR.ayristirici(), default_value_t = v().tur,
          hide_default_value = true, help = yardim("Kosulan tur sayisi", aralik::TUR, v().tur))]
    tur: u32,
}

impl Senaryo {
    /// The base scenario these flags describe.
    pub fn secenek(&self) -> Secenek {
        let (dugum, kira, yenileme, duraklama, tur) =
            (self.dugum, self.kira, self.yenileme, self.duraklama, self.tur);
        Secenek { dugum, kira, yenileme, duraklama, tur, ..Secenek::default() }
    }
}

/// Lider Secimi dersinin olcumleri: yalin, citlemeli ve citleme+kalici tetikli uc kosum, sonra
/// iki duraklama icin kira taramasi. Bayraklar temel senaryoyu degistirir; sutunlar yalniz
/// citlemeyi ve kalici tetigi, tarama yalniz kirayi ve duraklamayi degistirir.
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

/// Lider Secimi: modelin lidersiz ve iki liderli pencere paylarini K01'in gun sonu partisine ve
/// KK4'un yillik devralma sayisina uygular.
#[derive(Parser, Debug)]
#[command(version)]
pub struct HesapArg {
    #[command(flatten)]
    senaryo: Senaryo,
    #[command(flatten)]
    fatura_satiri: FaturaSatiriArg,
    #[command(flatten)]
    kk4: Kk4Arg,
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
            kk4: self.kk4.kk4.clone(),
        };
        Hesap::hesapla(&self.senaryo.secenek(), &v)
    }
}
