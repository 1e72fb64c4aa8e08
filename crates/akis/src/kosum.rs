//! The lesson's run: its own failures (the jobs of [`HATA`]) and missing subscription driven
//! through the step function, job by job, every event counted.

use crate::iz::Olay;
use crate::{ADIM, Ariza, Durum, HATA, Hata, ISLER, Kip, Olcum, Secenek, Servis};
use ders::iz::Sayan;
use ders::{Iz, Kume};

/// Dersin arizasi: `is`'in HATA'daki adimi hata verir; koreografide eksik abone disindaki her
/// servis iptal olayina abonedir.
pub fn dersin_arizasi(s: &Secenek, is: usize) -> Ariza {
    let hata = HATA.iter().find(|(i, _)| *i == ISLER[is]);
    let hata = hata.and_then(|(_, adim)| ADIM.iter().position(|a| a.ad == *adim));
    let abone = Servis::HEPSI
        .into_iter()
        .filter(|&v| s.kip == Kip::Orkestrasyon || s.eksik_abone != Some(v));
    Ariza::yeni(hata, abone.map(|v| v as usize).collect::<Kume>())
}

/// Bir kosum: her is adim adim, dersin arizasiyla; her olay sayilir ve `iz`'e bildirilir.
pub fn izle(s: &Secenek, iz: &mut impl Iz<Olay>) -> Result<Olcum, Hata> {
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    while durum.is < ISLER.len() {
        let ariza = dersin_arizasi(s, durum.is);
        durum.adim(s, &ariza, &mut Sayan(&mut olcum, iz));
    }
    olcum.kalan_yazma = ADIM.iter().zip(durum.kalici).map(|(a, k)| (a.ad, k.sayi())).collect();
    Ok(olcum)
}

/// Bir zamanlama: ilk is, adim adim, `z`'nin arizalariyla (her adim icin biri); is biterse
/// kalan arizalar kullanilmaz.
pub fn oynat(s: &Secenek, z: &[Ariza], iz: &mut impl Iz<Olay>) -> Result<Olcum, Hata> {
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for ariza in z {
        if durum.is > 0 {
            break; // is bitti
        }
        durum.adim(s, ariza, &mut Sayan(&mut olcum, iz));
    }
    Ok(olcum)
}

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}
