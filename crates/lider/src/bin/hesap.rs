#![forbid(unsafe_code)]
//! `hesap`: the model's window shares applied to K01's volumes.

fn main() -> std::process::ExitCode {
    program::ana::<lider::Lider>(ders::Program::Hesap)
}
