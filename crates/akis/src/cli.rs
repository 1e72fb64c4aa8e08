//! The command line of `olc` and `hesap`: the missing subscription, plus K01's values in
//! `hesap`.

use crate::rapor::{EKSIK_ABONE, Hesap, Izler, Olc, Varsayimlar, izler};
use crate::{Hata, Servis};
use clap::{Parser, ValueEnum};
use k01::arac::{
    FaturaSatiriArg, IZ_YARDIMI, Kk2Arg, Ortak, PencereArg, Program, TepeYazmaArg, YaDa,
};
use k01::bicim::Sayi;

fn eksik_yardimi() -> String {
    let adlar: Vec<&str> = Servis::value_variants().iter().map(|s| s.ad()).collect();
    format!(
        "Koreografide iptal olayina abone olmayan servis: orta sutun ve hesap oranlari ({}; varsayilan {})",
        adlar.join(", "),
        EKSIK_ABONE.ad()
    )
}

/// The missing subscription's flag.
#[derive(clap::Args, Debug, Clone)]
pub struct Eksik {
    #[arg(long, value_name = "SERVIS", value_enum, default_value_t = EKSIK_ABONE, hide_default_value = true, hide_possible_values = true,
          help = eksik_yardimi())]
    eksik_abone: Servis,
}

/// Koreografi ve Orkestrasyon dersinin olcumleri: iki kip ve eksik bir iptal aboneligi, hata
/// izi, kalan yazmalar, yapisal tablo ve ileti oranlari.
#[derive(Parser, Debug)]
#[command(version)]
pub struct OlcArg {
    #[command(flatten)]
    eksik: Eksik,
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
        let e = self.eksik.eksik_abone;
        Ok(if self.iz { YaDa::Su(izler(e)?) } else { YaDa::Bu(Olc::hesapla(e)?) })
    }
}

/// Koreografi ve Orkestrasyon: modelin is basina oranlarini K01'in gunluk hacmine, gun sonu
/// penceresine, KK2 oranlarina ve tepe yazma akisina uygular.
#[derive(Parser, Debug)]
#[command(version)]
pub struct HesapArg {
    #[command(flatten)]
    eksik: Eksik,
    #[command(flatten)]
    fatura_satiri: FaturaSatiriArg,
    #[command(flatten)]
    pencere: PencereArg,
    #[command(flatten)]
    tepe_yazma: TepeYazmaArg,
    #[command(flatten)]
    kk2: Kk2Arg,
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
            pencere_saat: Sayi(self.pencere.pencere_saat),
            tepe_yazma: Sayi(self.tepe_yazma.tepe_yazma),
            kk2: self.kk2.kk2.clone(),
        };
        Hesap::hesapla(self.eksik.eksik_abone, &v)
    }
}
