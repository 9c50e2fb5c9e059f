import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async getById(id: string): Promise<User> {
    return this.users.findOneByOrFail({ id });
  }

  /** Whose the address is (stored lower-cased), if anyone's. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** With the password hash, which is never selected otherwise. */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }
}
