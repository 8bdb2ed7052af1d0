throw new Error('pg-native is stubbed in this project (docs/decisions/0012)')
