//! Every lesson's programs, checked against their option declarations: the help states every
//! option (flag, value name, meaning, range, default), and every bad invocation the
//! declarations imply is refused (each value outside its range or not a number, each flag
//! without its value or given twice, the other program's flags, unknown flags and stray
//! words) with exit code 2, nothing on standard output and a message naming the flag.

/// Runs the checks on each lesson of the list.
macro_rules! her_birini_dene {
    ($($ders:path),* $(,)?) => {
        $(
            let sayi = deneme::komut_satirini_dene::<$ders>();
            let ad = <$ders as ders::Ders>::AD;
            assert!(sayi >= 80, "{ad}: yalniz {sayi} kotu girdi denendi");
        )*
    };
}

#[test]
fn her_dersin_komut_satiri_secenek_tanimlarina_uyar() {
    dersler::her_ders!(her_birini_dene);
}
