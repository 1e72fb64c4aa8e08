//! The lesson's run: its own fault schedule (node 0 unreachable from round [`BAS`] for
//! `duraklama` rounds) driven through the step function, round by round, every event counted.

use crate::iz::Olay;
use crate::{Ariza, BAS, Durum, Hata, Olcum, Secenek};
use ders::iz::{Sayan, TurOlayi, Turda};
use ders::{Iz, Kume};

/// Dersin arizasi: ilk lider (dugum 0) [`BAS`]. turdan itibaren `duraklama` tur ulasilamaz.
pub fn dersin_arizasi(s: &Secenek, t: u32) -> Ariza {
    let duraklamada = (BAS..BAS + s.duraklama).contains(&t);
    Ariza::ulasilamayan(if duraklamada { Kume::tek(0) } else { Kume::BOS })
}

/// Bir kosum: `tur` tur, dersin arizasiyla; her olay sayilir ve `iz`'e turuyla bildirilir.
pub fn izle(s: &Secenek, iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    surdur(s, s.tur, |t| dersin_arizasi(s, t), iz)
}

/// Bir zamanlama: `t`. turda `z[t - 1]`'deki dugumlere ulasilamaz; `z` kac tursa o kadar tur.
pub fn oynat(s: &Secenek, z: &[Kume], iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    let tur = u32::try_from(z.len()).unwrap_or(u32::MAX);
    surdur(s, tur, |t| Ariza::ulasilamayan(z[t as usize - 1]), iz)
}

/// Modeli `tur` tur surer, `t`. turun arizasi `ariza(t)`.
fn surdur(
    s: &Secenek,
    tur: u32,
    ariza: impl Fn(u32) -> Ariza,
    iz: &mut impl Iz<TurOlayi<Olay>>,
) -> Result<Olcum, Hata> {
    s.dogrula()?;
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for t in 1..=tur {
        durum.tur(s, &ariza(t), &mut Sayan(&mut olcum, &mut Turda(t, iz)));
    }
    Ok(olcum)
}

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}
