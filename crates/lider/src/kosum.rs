//! The lesson's run: its own fault schedule (node 0 unreachable from round [`BAS`] for
//! `duraklama` rounds) driven through the step function, round by round, every event counted.

use crate::iz::Olay;
use crate::{Ariza, BAS, Durum, Hata, Olcum, Secenek};
use ders::iz::{Sayan, TurOlayi, Turda};
use ders::{Iz, Kume};

/// Dersin arizasi: ilk lider (dugum 0) [`BAS`]. turdan itibaren `duraklama` tur ulasilamaz.
pub fn dersin_arizasi(s: &Secenek, t: u32) -> Ariza {
    let duraklamada = (BAS..BAS + s.duraklama).contains(&t);
    Ariza { ulasilamaz: if duraklamada { Kume::tek(0) } else { Kume::BOS } }
}

/// Bir kosum: `tur` tur, dersin arizasiyla; her olay sayilir ve `iz`'e turuyla bildirilir.
pub fn izle(s: &Secenek, iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    s.dogrula()?;
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for t in 1..=s.tur {
        durum.tur(s, &dersin_arizasi(s, t), &mut Sayan(&mut olcum, &mut Turda(t, iz)));
    }
    Ok(olcum)
}

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}
