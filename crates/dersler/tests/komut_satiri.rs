//! Every lesson's programs, checked against their option declarations: the help states every
//! option (flag, value name, meaning, range, default), and every bad invocation the
//! declarations imply is refused (each value outside its range or not a number, each flag
//! without its value or given twice, the other program's flags, unknown flags and stray
//! words) with exit code 2, nothing on standard output and a message naming the flag.

#[test]
fn her_dersin_komut_satiri_secenek_tanimlarina_uyar() {
    for d in dersler::DERSLER {
        let sayi = d.komut_satirini_dene();
        assert!(sayi >= 80, "{}: yalniz {sayi} kotu girdi denendi", d.ad());
    }
}
