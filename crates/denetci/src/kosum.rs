//! The lesson's run: its own fault schedule (the hangs and the failure of [`ASILI`] and
//! [`KALICI`]) driven through the step function, round by round, every event counted.

use crate::iz::Olay;
use crate::{
    ADIM, ASILI, Durum, Hal, Hata, ISLER, KALICI, Kayit, Olcum, Secenek, Sonuc, TurArizasi,
};
use ders::Iz;
use ders::iz::{Sayan, TurOlayi, Turda};

/// Dersin arizasi: KALICI'deki adim hicbir denemede gecmez, ASILI'dekiler ilk denemede asili
/// kalir; gerisi tamam.
pub fn dersin_arizasi(is: usize, k: &Kayit) -> Sonuc {
    let adim = (ISLER[is], ADIM[k.adim]);
    if KALICI.contains(&adim) {
        Sonuc::Kalici
    } else if ASILI.contains(&adim) && k.deneme == 0 {
        Sonuc::Asili
    } else {
        Sonuc::Tamam
    }
}

/// Bir kosum: en fazla `tur` tur, dersin arizasiyla; butun isler durunca biter.
pub fn izle(s: &Secenek, iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    s.dogrula()?;
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for t in 1..=s.tur {
        durum.tur(s, &dersin_arizasi, &mut Turda(t, &mut Sayan(&mut olcum, iz)));
        if olcum.tamamlanan + olcum.telafi_edilen_is == ISLER.len() as u32 {
            break; // butun isler durdu (her is bir kez biter ya da telafi edilir)
        }
    }
    olcum.yarim_kalan_is = durum.isler.iter().filter(|k| k.hal == Hal::Yuruyor).count() as u32;
    Ok(olcum.ozetle())
}

/// Bir zamanlama: `t`. turun arizasi `z[t - 1]`; `z` kac tursa o kadar tur (erken bitmez).
pub fn oynat(
    s: &Secenek,
    z: &[TurArizasi],
    iz: &mut impl Iz<TurOlayi<Olay>>,
) -> Result<Olcum, Hata> {
    s.dogrula()?;
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for (t, ariza) in (1..).zip(z) {
        durum.tur(s, ariza, &mut Turda(t, &mut Sayan(&mut olcum, iz)));
    }
    olcum.yarim_kalan_is = durum.isler.iter().filter(|k| k.hal == Hal::Yuruyor).count() as u32;
    Ok(olcum.ozetle())
}

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}
